import { Alert, Box, Card, LinearProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { canAccess } from '../../domain/access';
import { useModuleMessages } from '../../i18n/moduleMessages';
import { useSession } from '../../providers/session';
import { NoAccess } from '../layout/NoAccess';
import { type SettingsTab, settingsTabsOf } from './settingsTabs';

const RequestTypesTab = lazy(() => import('./RequestTypesTab'));
const CalendarTab = lazy(() => import('./CalendarTab'));
const QrCodeTab = lazy(() => import('./QrCodeTab'));
const ApplicationFormLinkTab = lazy(() => import('./ApplicationFormLinkTab'));
const AccessTab = lazy(() => import('./access/AccessTab'));
const TaskCategoriesTab = lazy(() => import('./TaskCategoriesTab'));
const DocumentPrefixesTab = lazy(() => import('./DocumentPrefixesTab'));
const TimeTab = lazy(() => import('./time/TimeTab'));
const DataExportTab = lazy(() => import('./DataExportTab'));

/** Tabs whose own rules stand in for the `settings` level. */
const OWN_RULES: readonly SettingsTab[] = [
  'task-categories',
  'application-form',
  'documents',
  'time',
  'access',
];

/**
 * `/settings`: the landlord's request types, task categories, working hours and holidays, the QR code for
 * visitors, the application form's link, time tracking's devices and codes, employees' access,
 * and the export of all the organization's data;
 * the open tab is kept in `?tab=` so a link opens it. Someone with no tab is sent home.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const texts = useModuleMessages('settings');
  if (!user || !texts) return <LinearProgress sx={{ mt: 2 }} />;
  const tabs = settingsTabsOf(user);
  const param = params.get('tab');
  const tab = tabs.find((t) => t === param) ?? tabs[0];
  if (!tab) return <NoAccess />;
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
      {!canManage && !OWN_RULES.includes(tab) && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {translate('app.settings.read_only')}
        </Alert>
      )}
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        <Suspense fallback={<LinearProgress />}>
          {tab === 'requests' && <RequestTypesTab canManage={canManage} />}
          {tab === 'task-categories' && <TaskCategoriesTab />}
          {tab === 'calendar' && <CalendarTab canManage={canManage} />}
          {tab === 'qr' && <QrCodeTab canManage={canManage} />}
          {tab === 'application-form' && <ApplicationFormLinkTab />}
          {tab === 'documents' && <DocumentPrefixesTab />}
          {tab === 'time' && (
            <TimeTab canManage={canAccess(user, { resource: 'time', action: 'manage' })} />
          )}
          {tab === 'access' && <AccessTab />}
          {tab === 'data-export' && <DataExportTab />}
        </Suspense>
      </div>
    </Box>
  );
};
