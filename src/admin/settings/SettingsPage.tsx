import { Alert, Box, Card, LinearProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { canAccess } from '../../domain/access';
import type { CurrentUser } from '../../domain/user';
import { useSession } from '../../providers/session';

const RequestTypesTab = lazy(() => import('./RequestTypesTab'));
const CalendarTab = lazy(() => import('./CalendarTab'));
const QrCodeTab = lazy(() => import('./QrCodeTab'));
const ApplicationFormLinkTab = lazy(() => import('./ApplicationFormLinkTab'));

const TABS = ['requests', 'calendar', 'qr', 'application-form'] as const;
export type SettingsTab = (typeof TABS)[number];

/**
 * The tabs a user may open: the organization's settings by the `settings` level, the
 * application form's link for those who manage the waiting list.
 */
export const settingsTabsOf = (user: CurrentUser | null): SettingsTab[] => {
  if (!user?.landlord_id) return [];
  const settings = canAccess(user, { resource: 'settings', action: 'show' });
  const formLink = canAccess(user, { resource: 'application-forms', action: 'manage' });
  return TABS.filter((t) => (t === 'application-form' ? formLink : settings));
};

/**
 * `/settings`: the landlord's request types, working hours and holidays, the QR code for
 * visitors and the application form's link; the open tab is kept in `?tab=` so a link opens it.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  if (!user) return <LinearProgress sx={{ mt: 2 }} />;
  const tabs = settingsTabsOf(user);
  const param = params.get('tab');
  const tab = tabs.find((t) => t === param) ?? tabs[0];
  if (!tab) {
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
          {tabs.map((t) => (
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
      {!canManage && tab !== 'application-form' && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {translate('app.settings.read_only')}
        </Alert>
      )}
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        <Suspense fallback={<LinearProgress />}>
          {tab === 'requests' && <RequestTypesTab canManage={canManage} />}
          {tab === 'calendar' && <CalendarTab canManage={canManage} />}
          {tab === 'qr' && <QrCodeTab canManage={canManage} />}
          {tab === 'application-form' && <ApplicationFormLinkTab />}
        </Suspense>
      </div>
    </Box>
  );
};
SettingsPage.path = '/settings';

/** A link that opens the settings on one tab. */
export const settingsTabPath = (tab: SettingsTab) => `${SettingsPage.path}?tab=${tab}`;
