import KeyIcon from '@mui/icons-material/Key';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Typography } from '@mui/material';
import {
  LocalesMenuButton,
  Logout,
  MenuItemLink,
  AppBar as RaAppBar,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
} from 'react-admin';
import { useSession } from '../../providers/session';
import { usePhone } from '../common/usePhone';
import { ProfilePage } from '../profile/ProfilePage';
import { ResetPasswordPage } from '../profile/ResetPasswordPage';
import { PhoneSwitches } from './PhoneSwitches';

/** react-admin wraps the title in an inline block, which no ellipsis reaches: keep it inline. */
const TITLE_SX = { minWidth: 0, '& .RaConfigurable-root': { display: 'inline' } } as const;

const AppUserMenu = ({ phone }: { phone: boolean }) => {
  const translate = useTranslate();
  return (
    <UserMenu>
      <MenuItemLink
        to={ProfilePage.path}
        primaryText={translate('app.menu.profile')}
        leftIcon={<PersonIcon />}
      />
      <MenuItemLink
        to={ResetPasswordPage.path}
        primaryText={translate('app.menu.password')}
        leftIcon={<KeyIcon />}
      />
      {phone && <PhoneSwitches />}
      <Logout />
    </UserMenu>
  );
};

/**
 * The page's title (cut with an ellipsis when long), the organization's name, the language and
 * theme switches, and the user menu; on a phone the switches are in the user menu, so the
 * title keeps the bar's width.
 */
export const AppBar = () => {
  const { user } = useSession();
  const phone = usePhone();
  return (
    <RaAppBar
      color="primary"
      userMenu={<AppUserMenu phone={phone} />}
      toolbar={
        !phone && (
          <>
            <LocalesMenuButton />
            <ToggleThemeButton />
          </>
        )
      }
    >
      <TitlePortal sx={TITLE_SX} />
      {user?.organization && (
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
          <Box
            component="img"
            src={user.organization.logo}
            alt=""
            sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: 'background.paper' }}
          />
          <Typography variant="body2" noWrap>
            {user.organization.name}
          </Typography>
        </Box>
      )}
    </RaAppBar>
  );
};
