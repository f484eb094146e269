import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BenchDatabase } from './database';
import { type ExportRun, runExports, runMillionAlone } from './export';
import type { Scale } from './grow';
import type { Caller } from './scenarios';
import { type Running, superadminToken } from './servers';

/** The exports' runs: the warm-up's base, 20k and 100k, and at 1m the million alone. */
export interface ExportRuns {
  exports: ExportRun[];
  million?: ExportRun;
  /** Where they were measured: this process, or a server process of their own. */
  where: string;
}

/**
 * `exportProbe.ts` in a process of its own on the bench's PostgreSQL database: its stderr is
 * passed on as progress, its one line of JSON is the answer.
 */
const probeProcess = (bench: BenchDatabase, url: string, million: boolean) =>
  new Promise<Omit<ExportRuns, 'where'>>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'exportProbe.ts')],
      {
        env: {
          ...process.env,
          BENCH_EXPORT_DATABASE_URL: url,
          BENCH_EXPORT_DATA_DIR: path.join(bench.dataDir, 'export-probe'),
          BENCH_EXPORT_MILLION: million ? '1' : '0',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Omit<ExportRuns, 'where'>);
      else reject(new Error(`the export probe exited with ${code}`));
    });
  });

/**
 * The exports' memory: on PostgreSQL in a server process of their own (`exportProbe.ts`), whose
 * heap is the server's alone, not grown by this process's load generator and bulk loads; on
 * PGlite, which only this process can open, here, before any load.
 */
export const measureExports = async (
  bench: BenchDatabase,
  scale: Scale,
  product: Running,
  login: { token: string; caller: Caller },
  progress: (text: string) => void,
): Promise<ExportRuns> => {
  if (bench.url) {
    const runs = await probeProcess(bench, bench.url, scale === '1m');
    return { ...runs, where: 'a server process of their own' };
  }
  const { db } = bench.database;
  const exports = await runExports(db, login.caller, product.url, login.token, progress);
  const million =
    scale === '1m'
      ? await runMillionAlone(
          db,
          product.url,
          await superadminToken(product.url),
          exports[0].rssBase,
          progress,
        )
      : undefined;
  return { exports, million, where: 'this process' };
};
