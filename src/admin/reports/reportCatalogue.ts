import InsightsIcon from '@mui/icons-material/Insights';
import type { ComponentType } from 'react';
import { type AccessUser, canAccess, mayReadTaskKpi } from '../../domain/access';
import type { ResourceName } from '../../domain/resources';
import type { AppDataProvider } from '../../providers/dataProvider';
import { resourceEntry } from '../../resources/registry';
import type { ExcelFetch } from '../common/ExcelDownloadButton';
import type { KpiPeriod } from '../tasks-kpi/kpiPeriod';
import { createdIn } from './createdIn';

/** What a report's download is asked for: the period, and the superadmin's organization. */
export interface ReportAsk {
  period: KpiPeriod;
  landlordId: number | null;
}

/** One Excel sheet of the product, as the reports page offers it. */
export interface Report {
  /** Its texts: `app.reports.items.<key>.title` and `.description`. */
  key: string;
  icon: ComponentType;
  /** Whether the user may download it: the export's own permission. */
  may: (user: AccessUser) => boolean;
  /** Asked of one organization at a time: the superadmin picks it first. */
  perOrganization?: boolean;
  download: (
    dataProvider: AppDataProvider,
    ask: ReportAsk,
    onProgress: Parameters<ExcelFetch>[0],
  ) => ReturnType<ExcelFetch>;
}

const mayExport = (resource: ResourceName) => (user: AccessUser) =>
  canAccess(user, { resource, action: 'export' });

/** A list's export (`POST /api/download/excel/<path>`) of the records created in the period. */
const listSheet = (key: string, resource: ResourceName, path: string): Report => ({
  key,
  icon: resourceEntry(resource).definition.icon,
  may: mayExport(resource),
  download: (dataProvider, { period }, onProgress) =>
    dataProvider.downloadExcel(path, { filter: createdIn(period) }, onProgress),
});

/**
 * Every Excel export of the product, in the order the page lists them: the requests journal,
 * the waiting list, employees, tasks and their KPI, sent notifications, and the platform's two
 * inboxes.
 */
export const REPORTS: readonly Report[] = [
  listSheet('bids', 'requests-journal', 'bids'),
  listSheet('application_forms', 'application-forms', 'application-forms'),
  listSheet('employees', 'employees', 'employee'),
  listSheet('tasks', 'tasks', 'tasks'),
  {
    key: 'tasks_kpi',
    icon: InsightsIcon,
    may: mayReadTaskKpi,
    perOrganization: true,
    download: (dataProvider, { period, landlordId }, onProgress) =>
      dataProvider.downloadExcel(
        'tasks-kpi',
        { ...period, ...(landlordId && { landlord_id: landlordId }) },
        onProgress,
      ),
  },
  {
    key: 'sent_notifications',
    icon: resourceEntry('employee-notifications').definition.icon,
    may: mayExport('employee-notifications'),
    // The spec's own path: a GET with the list's query string.
    download: (dataProvider, { period }, onProgress) =>
      dataProvider.exportExcel(
        'employee-notifications/export',
        { filter: createdIn(period), sort: ['created_at', 'DESC'] },
        onProgress,
      ),
  },
  listSheet('demo_requests', 'demo-requests', 'demo-requests'),
  listSheet('support_messages', 'support-messages', 'support-messages'),
];

/** The reports a user may download; none for a guest. */
export const reportsOf = (user: AccessUser | null | undefined): Report[] =>
  user ? REPORTS.filter((report) => report.may(user)) : [];
