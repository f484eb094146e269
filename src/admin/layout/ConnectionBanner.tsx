import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConnectionLost } from '../../providers/connection';

/**
 * Says the server is not answering while the app tries it again; the person stays signed in
 * and carries on where they were once it answers.
 */
export const ConnectionBanner = () => {
  const translate = useTranslate();
  const lost = useConnectionLost();
  return (
    <Snackbar open={lost} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status">
        {translate('app.connection.lost')}
      </Alert>
    </Snackbar>
  );
};
