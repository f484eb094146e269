import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useSession } from '../../providers/session';
import { menuOf } from './menuItems';

/** An open menu wraps a long name onto a second line instead of cutting it. */
const WRAPPED = { '& .MuiTypography-root': { whiteSpace: 'normal', lineHeight: 1.3 } } as const;

/**
 * The menu: the spec's items in the spec's order, those of the user's role and levels
 * (`menuItems.ts`); the renter's is its own short list. Logout is in the app bar's user menu.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const [open] = useSidebarState();
  const sx = open ? WRAPPED : undefined;
  return (
    <Menu>
      {menuOf(user).map((item) => (
        <Menu.Item
          key={item.slot}
          to={item.to}
          primaryText={translate(item.label, item.plural ? { smart_count: 2 } : undefined)}
          leftIcon={<item.icon />}
          sx={sx}
        />
      ))}
    </Menu>
  );
};
