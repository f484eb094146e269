import type { CrashResult } from './crashTestRun';
import { anyLoss, type KindCount, totalOf } from './ledger';

const COLUMNS: [string, keyof Omit<KindCount, 'kind'>][] = [
  ['acked', 'acked'],
  ['found', 'found'],
  ['lost', 'lost'],
  ['dup', 'duplicated'],
  ['half', 'halfWritten'],
  ['cut', 'cut'],
  ['cut+stored', 'cutStored'],
  ['refused', 'refused'],
  ['retries', 'retried'],
  ['replayed', 'replayed'],
];

/** Rows of cells as a Markdown table, numbers right-aligned. */
export const markdownTable = (header: string[], rows: (string | number)[][]) => {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[], numeric: boolean) =>
    `| ${r.map((c, i) => (numeric && i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  return [
    line(header, false),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map((r) => line(r, true)),
  ].join('\n');
};

/** Whether a run lost, broke or left behind anything. */
export const crashFailures = (r: CrashResult) => {
  const failures: string[] = [];
  if (anyLoss(r.comparison)) failures.push('acknowledged writes lost, duplicated or half-written');
  failures.push(...r.global);
  if (r.files.rowsWithoutBytes)
    failures.push(`${r.files.rowsWithoutBytes} file rows without bytes`);
  const c = r.cleanup;
  if (c.rowsWithoutBytes)
    failures.push(`${c.rowsWithoutBytes} file rows without bytes after cleanup`);
  if (c.bytesWithoutRow)
    failures.push(`${c.bytesWithoutRow} files on disk without a row after cleanup`);
  if (c.staleUnattached)
    failures.push(`${c.staleUnattached} unattached uploads older than a day left`);
  if (r.unanswered) failures.push(`${r.unanswered} retried writes never answered`);
  return failures;
};

const seconds = (values: number[]) =>
  values.length ? `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} s` : 'none';

/** One database's table, its file lines, its problems and its verdict. */
export const crashReport = (r: CrashResult) => {
  const { counts, problems } = r.comparison;
  const total = totalOf(counts);
  const rows = [
    ...counts.map((c) => [c.kind, ...COLUMNS.map(([, key]) => c[key])]),
    ['total', ...COLUMNS.map(([, key]) => total[key])],
  ];
  const failures = crashFailures(r);
  const f = r.files;
  const c = r.cleanup;
  return [
    `### ${r.label}: ${r.kills} kills (kill -9), writes in flight at each: ${r.inFlight.join(', ')}; restarts ${seconds(r.restartSeconds)}; 5xx answers ${r.serverErrors}`,
    '',
    markdownTable(['write', ...COLUMNS.map(([h]) => h)], rows),
    '',
    `files before cleanup: ${f.rows} rows, ${f.onDisk} on disk, ${f.rowsWithoutBytes} rows without bytes, ${f.bytesWithoutRow} bytes without a row, ${f.unattached} unattached`,
    `files after cleanup (${c.aged} unattached uploads and strays aged past a day, housekeeping run): ${c.rows} rows, ${c.onDisk} on disk, ${c.rowsWithoutBytes} rows without bytes, ${c.bytesWithoutRow} bytes without a row, ${c.staleUnattached} stale unattached left`,
    ...problems.slice(0, 20).map((p) => `  problem: ${p}`),
    problems.length > 20 ? `  … and ${problems.length - 20} more` : '',
    failures.length
      ? `FAIL: ${failures.join('; ')}`
      : 'OK: nothing lost, duplicated, half-written or left behind',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
};
