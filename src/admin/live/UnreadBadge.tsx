import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NOTIFICATIONS_PATH } from '../../routes';
import { useUnreadCount } from './useLiveEvents';

/** The app bar's bell: the unread count on it, a link to the inbox. */
export const UnreadBadge = () => {
  const translate = useTranslate();
  const count = useUnreadCount();
  return (
    <IconButton
      component={Link}
      to={NOTIFICATIONS_PATH}
      color="inherit"
      aria-label={translate('app.live.unread', { count })}
    >
      <Badge badgeContent={count} max={99} color="error">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
};
