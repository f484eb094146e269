import KeyIcon from '@mui/icons-material/Key';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, ListSubheader, Typography } from '@mui/material';
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
import { PROFILE_PATH, RESET_PASSWORD_PATH } from '../../routes';
import { usePhone } from '../common/usePhone';
import { UnreadBadge } from '../live/UnreadBadge';
import { InstallAppItem } from './InstallAppItem';
import { PhoneSwitches } from './PhoneSwitches';
import { UserPlace, userLogo } from './UserPlace';
import { useDocumentTitle } from './useDocumentTitle';

/** react-admin wraps the title in an inline block, which no ellipsis reaches: keep it inline. */
const TITLE_SX = { minWidth: 0, '& .RaConfigurable-root': { display: 'inline' } } as const;

/**
 * The user menu: its button shows the user's name beside their logo (land → room → default; a
 * picture with nothing to say), and its accessible name begins with that name. The menu opens
 * with who and where the user is: name, role, organization, a renter's unit(s) or the land.
 */
const AppUserMenu = ({ phone }: { phone: boolean }) => {
  const translate = useTranslate();
  const { user } = useSession();
  return (
    <UserMenu
      // On a phone the button is the picture alone: it keeps react-admin's own name ("Профиль").
      label={
        user && !phone
          ? translate('app.menu.account', { name: user.full_name })
          : 'ra.auth.user_menu'
      }
      icon={
        user ? <Avatar src={userLogo(user)} alt="" sx={{ width: 24, height: 24 }} /> : undefined
      }
    >
      {user && (
        <ListSubheader
          sx={{ position: 'static', lineHeight: 1.5, py: 1, maxWidth: 320, whiteSpace: 'normal' }}
        >
          <Typography variant="subtitle2" component="p" color="text.primary">
            {user.full_name}
          </Typography>
          <Typography variant="body2">{translate(`app.role.${user.role}`)}</Typography>
          <UserPlace user={user} variant="body2" />
        </ListSubheader>
      )}
      <MenuItemLink
        to={PROFILE_PATH}
        primaryText={translate('app.menu.profile')}
        leftIcon={<PersonIcon />}
      />
      <MenuItemLink
        to={RESET_PASSWORD_PATH}
        primaryText={translate('app.menu.password')}
        leftIcon={<KeyIcon />}
      />
      <InstallAppItem />
      {phone && <PhoneSwitches />}
      <Logout />
    </UserMenu>
  );
};

/**
 * The page's title (cut with an ellipsis when long), the organization's name, the unread
 * notifications' bell, the language and theme switches, and the user menu; on a phone the
 * switches are in the user menu, so the title keeps the bar's width (the bell stays). The
 * browser tab follows the bar's title.
 */
export const AppBar = () => {
  const { user } = useSession();
  useDocumentTitle();
  const phone = usePhone();
  return (
    <RaAppBar
      color="primary"
      userMenu={<AppUserMenu phone={phone} />}
      toolbar={
        phone ? (
          <UnreadBadge />
        ) : (
          <>
            <UnreadBadge />
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
            src={userLogo(user)}
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
