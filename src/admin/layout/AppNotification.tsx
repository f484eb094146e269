import { Notification } from 'react-admin';
import { ALERT_DURATION_MS } from '../../domain/constants';

/** Alerts (success, info, warning, error) stay 5 seconds unless a message asks otherwise. */
export const AppNotification = () => <Notification autoHideDuration={ALERT_DURATION_MS} />;
