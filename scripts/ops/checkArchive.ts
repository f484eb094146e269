import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashOnly, openArchive, readEntries } from './archiveReader';
import type { Manifest } from './manifest';
import { migrationsUpTo } from './migrationLevel';
import { OpsError } from './opsError';

/**
 * Reads a whole archive without restoring it: every file's size and SHA-256 and every table's
 * row count against the manifest, gzip's own checksum, and whether this app can restore it.
 */
export const checkArchive = async (
  file: string,
): Promise<{ manifest: Manifest; files: number; bytes: number; seconds: number }> => {
  const started = performance.now();
  const archive = path.resolve(file);
  if (!existsSync(archive)) throw new OpsError(`There is no archive ${archive}.`);
  const { manifest, entries, close } = await openArchive(archive);
  try {
    migrationsUpTo(manifest.database.migrations);
    const counted = new Map<string, number>();
    const read = await readEntries(manifest, entries, {
      rows: async (table, lines) => {
        counted.set(table, (counted.get(table) ?? 0) + lines.length);
      },
      file: hashOnly,
    });
    const wrong = manifest.database.tables.filter((t) => (counted.get(t.name) ?? 0) !== t.rows);
    if (wrong.length) {
      const lines = wrong.map(
        (t) => `${t.name}: ${t.rows} listed, ${counted.get(t.name) ?? 0} in the archive`,
      );
      throw new OpsError(`The archive is damaged, its rows do not match:\n  ${lines.join('\n  ')}`);
    }
    return { manifest, ...read, seconds: (performance.now() - started) / 1000 };
  } finally {
    close();
  }
};
