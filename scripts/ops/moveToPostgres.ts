import { loadConfig } from '../../server/config';
import { formatBytes, print, runCli, seconds, tableLines } from './cli';
import { moveToPostgres } from './moveDatabase';

/**
 * `DATABASE_URL=postgres://… npm run move-to-postgres`: copies the embedded database of DATA_DIR
 * into an empty PostgreSQL database. See README, "Moving to PostgreSQL".
 */
runCli(async () => {
  const summary = await moveToPostgres({ config: loadConfig() });
  print([
    `Moved ${summary.source} into the ${summary.target} (${seconds(summary.seconds)})`,
    `Schema: migration ${summary.snapshot.migrations.last}; rows, counted on the server (each as in the embedded database):`,
    ...tableLines(summary.tables),
    `Files: ${summary.files.files} (${formatBytes(summary.files.bytes)}) stay in ${summary.files.dir}: start the server with the same DATA_DIR and DATABASE_URL.`,
    `The embedded database is left as it was; move ${summary.source} away once the server runs on PostgreSQL.`,
  ]);
});
