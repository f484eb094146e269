import { openDatabase } from '../../server/db/client';
import { runExports, runMillionAlone } from './export';
import { BENCH_LOGIN } from './scenarios';
import { signIn, startProduct, superadminToken } from './servers';

/**
 * The exports' memory measured in a server process of their own (`npm run bench` on
 * PostgreSQL starts this file): the product on the bench's database, the warm-up, the 20k and
 * 100k exports and, with `BENCH_EXPORT_MILLION=1`, the superadmin's million-row export, each
 * read to its end here. The bench's own process runs its load generator and has grown its heap
 * by the time the million rows are there; a server's memory is its own. Progress goes to
 * stderr, the runs as one line of JSON to stdout.
 */
const main = async () => {
  const url = process.env.BENCH_EXPORT_DATABASE_URL;
  const dataDir = process.env.BENCH_EXPORT_DATA_DIR;
  if (!url || !dataDir) throw new Error('BENCH_EXPORT_DATABASE_URL and _DATA_DIR are required');
  const database = await openDatabase({ url, poolSize: 10 });
  const product = await startProduct(database, dataDir);
  const progress = (text: string) => process.stderr.write(`${text}\n`);
  try {
    const { token, caller } = await signIn(product.url, BENCH_LOGIN);
    const exports = await runExports(database.db, caller, product.url, token, progress);
    const million =
      process.env.BENCH_EXPORT_MILLION === '1'
        ? await runMillionAlone(
            database.db,
            product.url,
            await superadminToken(product.url),
            exports[0].rssBase,
            progress,
          )
        : undefined;
    process.stdout.write(`${JSON.stringify({ exports, million })}\n`);
  } finally {
    await product.app.close();
    await database.close();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exit(1);
});
