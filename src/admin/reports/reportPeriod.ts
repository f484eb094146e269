import { z } from 'zod';
import { dateString } from '../../domain/validation';
import type { KpiPeriod } from '../tasks-kpi/kpiPeriod';

/** A report's period: days in Asia/Almaty, both included, the end not before the start. */
export const reportPeriod = z
  .object({ from: dateString(), to: dateString() })
  .refine((v) => v.from <= v.to, { error: 'validation.period', path: ['to'] });

/** Each bound's problem as a message key; empty when the period may be downloaded. */
export const periodProblems = (period: KpiPeriod): Partial<Record<keyof KpiPeriod, string>> => {
  const parsed = reportPeriod.safeParse(period);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof KpiPeriod, string>> = {};
  for (const issue of parsed.error.issues) {
    const bound = issue.path[0] as keyof KpiPeriod;
    problems[bound] ??= issue.message;
  }
  return problems;
};
