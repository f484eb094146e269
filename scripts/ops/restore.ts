import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { checkArchive } from './checkArchive';
import { formatBytes, print, runCli, seconds, tableLines } from './cli';
import { OpsError } from './opsError';
import { restoreBackup } from './restoreBackup';

/**
 * `npm run restore -- ARCHIVE [--force]`: puts a backup back into DATA_DIR (or the DATABASE_URL
 * database and DATA_DIR/files); `--check` only reads the archive through and checks it.
 * See README, "Backup".
 */
runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) {
    throw new OpsError('Usage: npm run restore -- ARCHIVE [--force] | ARCHIVE --check');
  }
  const [archive] = positionals;
  if (values.check) {
    const checked = await checkArchive(archive);
    const { database, files } = checked.manifest;
    print([
      `The archive is whole (${seconds(checked.seconds)}): made ${checked.manifest.created_at} by Arenda CRM ${checked.manifest.app_version}`,
      `Database: ${database.kind}, migration ${database.migrations.last}`,
      ...tableLines(database.tables),
      `Files: ${files.length} (${formatBytes(checked.bytes)}), every checksum matches`,
    ]);
    return;
  }
  const summary = await restoreBackup({ config: loadConfig(), archive, force: values.force });
  const { manifest } = summary;
  print([
    `Restored into the ${summary.target} (${seconds(summary.seconds)})`,
    `From: ${archive}, made ${manifest.created_at} by Arenda CRM ${manifest.app_version} (${manifest.database.kind}, migration ${manifest.database.migrations.last})`,
    'Rows, counted in the restored database (each as in the archive):',
    ...tableLines(summary.tables),
    `Files: ${summary.files} (${formatBytes(summary.fileBytes)}), every SHA-256 as in the archive`,
    ...(summary.replaced
      ? [
          `The data it replaced is in ${summary.replaced}: delete it once the restored data looks right.`,
        ]
      : []),
  ]);
});
