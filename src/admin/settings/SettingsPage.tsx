import { Alert, Box, Card, LinearProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { canAccess } from '../../domain/access';
import { useSession } from '../../providers/session';

const RequestTypesTab = lazy(() => import('./RequestTypesTab'));
const CalendarTab = lazy(() => import('./CalendarTab'));
const QrCodeTab = lazy(() => import('./QrCodeTab'));

const TABS = ['requests', 'calendar', 'qr'] as const;
type SettingsTab = (typeof TABS)[number];
const isTab = (value: string | null): value is SettingsTab =>
  (TABS as readonly (string | null)[]).includes(value);

/**
 * `/settings`: the landlord's request types, working hours and holidays, and the QR code for
 * visitors; the open tab is kept in `?tab=` so a link opens it.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab: SettingsTab = isTab(param) ? param : 'requests';
  if (!user) return <LinearProgress sx={{ mt: 2 }} />;
  if (!user.landlord_id || !canAccess(user, { resource: 'settings', action: 'show' })) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate('app.errors.forbidden')}
      </Alert>
    );
  }
  const canManage = canAccess(user, { resource: 'settings', action: 'manage' });
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.settings.title')} />
      {/* `contain` keeps the tab strip from widening the page on a phone: it scrolls instead */}
      <Card sx={{ mb: 2, contain: 'inline-size' }}>
        <Tabs
          value={tab}
          onChange={(_, next: SettingsTab) => setParams({ tab: next }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('app.settings.title')}
        >
          {TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              label={translate(`app.settings.tabs.${t}`)}
              id={`settings-tab-${t}`}
              aria-controls={`settings-panel-${t}`}
            />
          ))}
        </Tabs>
      </Card>
      {!canManage && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {translate('app.settings.read_only')}
        </Alert>
      )}
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        <Suspense fallback={<LinearProgress />}>
          {tab === 'requests' && <RequestTypesTab canManage={canManage} />}
          {tab === 'calendar' && <CalendarTab canManage={canManage} />}
          {tab === 'qr' && <QrCodeTab canManage={canManage} />}
        </Suspense>
      </div>
    </Box>
  );
};
SettingsPage.path = '/settings';
