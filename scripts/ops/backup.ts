import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { formatBytes, print, runCli, seconds, tableLines } from './cli';
import { createBackup } from './createBackup';

/**
 * `npm run backup [-- --out FILE]`: one archive of the database (DATABASE_URL, else the embedded
 * one in DATA_DIR) and DATA_DIR/files. See README, "Backup".
 */
runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const summary = await createBackup({ config: loadConfig(), out: values.out });
  const { manifest } = summary;
  const fileBytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  print([
    `Backup written: ${summary.file} (${formatBytes(summary.bytes)}, ${seconds(summary.seconds)})`,
    `Database: ${manifest.database.kind}, migration ${manifest.database.migrations.last}`,
    ...tableLines(manifest.database.tables),
    `Files: ${manifest.files.length} (${formatBytes(fileBytes)})`,
    `Check it without touching anything: npm run restore -- ${summary.file} --check`,
  ]);
});
