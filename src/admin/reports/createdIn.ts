import type { KpiPeriod } from '../tasks-kpi/kpiPeriod';

/**
 * A list export's filter for the period: the records created on its days. Apart from the
 * period's checks, so the menu (which asks what may be exported) loads no validation library.
 */
export const createdIn = ({ from, to }: KpiPeriod) => ({
  created_at_gte: from,
  created_at_lte: to,
});
