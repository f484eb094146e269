import { Box, Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { HOME_PATH } from '../../routes';

/** Unknown paths inside the staff area. */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h2" color="accent.main" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.not_found.text')}
      </Typography>
      <Button component={Link} to={HOME_PATH} variant="contained" sx={{ mt: 2 }}>
        {translate('app.action.to_home')}
      </Button>
    </Box>
  );
};
