import InsightsIcon from '@mui/icons-material/Insights';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { mayReadTaskKpi } from '../../domain/access';
import { taskKpiQuery } from '../../domain/tasks';
import { useModuleMessages } from '../../i18n/moduleMessages';
import type { TaskKpiParams } from '../../providers/customMethods';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import { TASKS_KPI_PATH } from '../../routes';
import { ExcelDownloadButton } from '../common/ExcelDownloadButton';
import { NoAccess } from '../layout/NoAccess';
import { QueryStatus } from '../settings/QueryStatus';
import { KpiFilters } from './KpiFilters';
import { KpiOrganizationPicker } from './KpiOrganizationPicker';
import { KpiTable } from './KpiTable';
import { type KpiPeriod, presetPeriod } from './kpiPeriod';
import { useTaskKpi } from './useTaskKpi';

const KpiCharts = lazy(() => import('./KpiCharts'));

/**
 * The period, department and organization the page shows, kept in the address (`?from=&to=
 * &department=&landlord_id=`) so a link opens the same view; this month by default.
 */
const useKpiView = (now: Date) => {
  const [params, setParams] = useSearchParams();
  const fallback = presetPeriod('this_month', now);
  const period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const department = params.get('department') ?? '';
  const landlordId = Number(params.get('landlord_id')) || null;
  const set = (next: Partial<KpiPeriod & { department: string; landlord_id: string }>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  return { period, department, landlordId, set };
};

const KpiScreen = ({ superadmin }: { superadmin: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [now] = useState(() => new Date());
  const { period, department, landlordId, set } = useKpiView(now);
  const parsed = taskKpiQuery.safeParse({ ...period, department });
  const periodError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const params: TaskKpiParams | null =
    parsed.success && (!superadmin || landlordId)
      ? { ...parsed.data, ...(landlordId && { landlord_id: landlordId }) }
      : null;
  const query = useTaskKpi(params);
  // The figures arrive as an urgent update; the table and charts are drawn as a transition.
  const answer = useDeferredValue(query.data);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.task_kpi.title')} />
      <Card sx={{ mb: 2 }}>
        {/* The period and department: a search form, applied as they change. */}
        <CardContent
          component="form"
          role="search"
          aria-label={translate('app.task_kpi.period')}
          onSubmit={(event) => event.preventDefault()}
        >
          <KpiFilters
            period={period}
            department={department}
            periodError={periodError}
            now={now}
            onPeriod={(next) => set(next)}
            onDepartment={(next) => set({ department: next })}
          >
            {superadmin && (
              <KpiOrganizationPicker
                value={landlordId}
                onChange={(id) => set({ landlord_id: id ? String(id) : '' })}
              />
            )}
            <ExcelDownloadButton
              disabled={params === null}
              fetchFile={(onProgress) =>
                dataProvider.downloadExcel('tasks-kpi', params ?? {}, onProgress)
              }
            />
          </KpiFilters>
        </CardContent>
      </Card>
      {superadmin && !landlordId && (
        <Alert severity="info" role="note">
          {translate('app.task_kpi.choose_organization')}
        </Alert>
      )}
      {params && <QueryStatus query={query} />}
      {params && answer && answer.rows.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <InsightsIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {translate('app.task_kpi.empty')}
          </Typography>
          <Typography color="text.secondary">{translate('app.task_kpi.empty_hint')}</Typography>
        </Box>
      )}
      {params && answer && answer.rows.length > 0 && (
        <>
          <Box sx={{ mb: 2 }}>
            <KpiTable rows={answer.rows} />
          </Box>
          <Suspense fallback={<LinearProgress aria-label={translate('app.task_kpi.loading')} />}>
            <KpiCharts rows={answer.rows} weeks={answer.weeks} />
          </Suspense>
        </>
      )}
    </Box>
  );
};

/**
 * `/tasks-kpi`: each executor's tasks over a period (assigned, completed, on time, overdue,
 * returned, time to done), a bar of on-time shares and a line of completions per week, and the
 * table as Excel. For those who read every task; anyone else is sent home.
 */
export const TaskKpiPage = () => {
  const { user } = useSession();
  const texts = useModuleMessages('tasksKpi');
  if (!user || !texts) return <LinearProgress sx={{ mt: 2 }} />;
  if (!mayReadTaskKpi(user)) return <NoAccess />;
  return <KpiScreen superadmin={user.role === 'superadmin'} />;
};

TaskKpiPage.path = TASKS_KPI_PATH;
