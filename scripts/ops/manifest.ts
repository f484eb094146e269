import { z } from 'zod';
import { OpsError } from './opsError';

/**
 * The first entry of a backup archive, `manifest.json`: what the archive holds and how to check
 * it. The rest of the archive: `database/<table>/<n>.jsonl` (a batch of rows, one JSON object a
 * line, tables in load order) and `files/<path>` (DATA_DIR/files as it was).
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const FORMAT = 'arenda-crm-backup';
export const FORMAT_VERSION = 1;

const migrationLevel = z.object({
  count: z.number().int().min(0),
  last: z.string().nullable(),
  created_at: z.number().int().nullable(),
});

const tableSnapshot = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
});

/** A database's content as a restore or a move needs to rebuild it. */
export const databaseSnapshot = z.object({
  kind: z.enum(['pglite', 'postgres']),
  migrations: migrationLevel,
  /** In load order: each after the tables it refers to. */
  tables: z.array(tableSnapshot),
  sequences: z.array(
    z.object({ name: z.string(), last_value: z.string().regex(/^-?\d+$/), is_called: z.boolean() }),
  ),
});
export type DatabaseSnapshot = z.infer<typeof databaseSnapshot>;

export const archivedFile = z.object({
  /** Relative to DATA_DIR/files, with `/`. */
  path: z
    .string()
    .min(1)
    .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'a relative path'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ArchivedFile = z.infer<typeof archivedFile>;

export const manifest = z.object({
  format: z.literal(FORMAT),
  format_version: z.number().int().min(1),
  app_version: z.string(),
  created_at: z.string(),
  database: databaseSnapshot,
  files: z.array(archivedFile),
});
export type Manifest = z.infer<typeof manifest>;

export const parseManifest = (text: string): Manifest => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new OpsError('The archive is damaged: its manifest is not JSON.');
  }
  const parsed = manifest.safeParse(value);
  if (!parsed.success) {
    const format = (value as { format?: unknown } | null)?.format;
    if (format !== FORMAT) throw new OpsError('This is not an Arenda CRM backup.');
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new OpsError(`The archive's manifest is damaged: ${problems.slice(0, 3).join('; ')}`);
  }
  if (parsed.data.format_version > FORMAT_VERSION) {
    throw new OpsError(
      `The archive was made by a newer Arenda CRM (backup format ${parsed.data.format_version}); update the app first.`,
    );
  }
  return parsed.data;
};

export const tableEntry = (table: string, batch: number) =>
  `database/${table}/${String(batch).padStart(6, '0')}.jsonl`;

export const FILES_PREFIX = 'files/';
