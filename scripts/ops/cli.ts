import { ConfigError } from '../../server/config';
import { DataDirLockedError } from '../../server/db/dataDirLock';
import { OpsError } from './opsError';
import type { LoadedTable } from './snapshotLoader';

/**
 * Runs an operations command: a refusal (a running server, data in the way, a damaged archive,
 * the configuration) is printed as it is and exits 1; anything else with its stack.
 */
export const runCli = (work: () => Promise<void>) => {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      const known =
        error instanceof OpsError ||
        error instanceof DataDirLockedError ||
        error instanceof ConfigError;
      const text = error instanceof Error ? (known ? error.message : error.stack) : String(error);
      process.stderr.write(`${text}\n`);
      process.exit(1);
    },
  );
};

export const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

export const formatBytes = (bytes: number) => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
};

export const seconds = (value: number) => `${value.toFixed(1)} s`;

/** Rows per table, the non-empty ones, in columns; and the total. */
export const tableLines = (tables: LoadedTable[]) => {
  const filled = tables.filter((t) => t.rows > 0);
  const width = Math.max(0, ...filled.map((t) => t.name.length));
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  return [
    ...filled.map((t) => `  ${t.name.padEnd(width)}  ${String(t.rows).padStart(8)}`),
    `  ${tables.length} tables (${tables.length - filled.length} empty), ${total} rows`,
  ];
};
