import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConnectionLost } from '../../providers/connection';
import { openedOffline, useOnline } from '../../providers/online';

/**
 * Says the server is not answering while the app tries it again; the person stays signed in
 * and carries on where they were once it answers. Without a network at all (the browser says
 * so, or the page is the service worker's kept copy and the server has not answered since) it
 * says the device is offline and this is the saved copy of the app.
 */
export const ConnectionBanner = () => {
  const translate = useTranslate();
  const lost = useConnectionLost();
  const online = useOnline();
  const offline = !online || (lost && openedOffline());
  return (
    <Snackbar open={lost || offline} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status">
        {translate(offline ? 'app.connection.offline' : 'app.connection.lost')}
      </Alert>
    </Snackbar>
  );
};
