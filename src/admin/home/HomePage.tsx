import { Alert, Avatar, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { hasBidAccess } from '../../domain/access';
import { useSession } from '../../providers/session';

const INTRO: Record<string, string> = {
  superadmin: 'app.home.superadmin_intro',
  renter: 'app.home.renter_intro',
};

/** `/home/index`: welcome with the user's name and organization logo. */
export const HomePage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  if (!user) return null;
  const logo = user.land?.logo ?? user.organization?.logo ?? '/default-logo.svg';
  const organization = user.organization?.name;
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      <Title title={translate('app.menu.dashboard')} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ gap: 3, alignItems: 'center' }}>
            <Avatar src={logo} alt="" variant="rounded" sx={{ width: 72, height: 72 }} />
            <div>
              <Typography variant="h5" component="h1">
                {translate('app.home.welcome', { name: user.full_name })}
              </Typography>
              {organization && (
                <Typography color="text.secondary">
                  {translate('app.home.organization', { name: organization })}
                </Typography>
              )}
              <Typography color="text.secondary">
                {translate('app.home.role', { role: translate(`app.role.${user.role}`) })}
              </Typography>
            </div>
          </Stack>
          <Typography sx={{ mt: 2 }}>{translate(INTRO[user.role] ?? 'app.home.intro')}</Typography>
        </CardContent>
      </Card>
      {!hasBidAccess(user) && (
        <Alert severity="warning">{translate('app.home.no_bid_access')}</Alert>
      )}
    </Stack>
  );
};
