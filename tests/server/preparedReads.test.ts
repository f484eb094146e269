import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PREPARED_READS_PER_CONNECTION, PreparingClient } from '../../server/db/preparedReads';
import { testServerUrl } from './testDatabases';

const serverUrl = testServerUrl();

const prepared = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string; statement: string }>({
    text: 'select name, statement from pg_prepared_statements order by name',
  });
  return rows;
};

// A connection to a PostgreSQL server: the TEST_DB=pg stage of `npm test` (PGlite has none).
describe.skipIf(!serverUrl)('reads prepared once a connection', () => {
  // Typed as the pool sees it: pg's own `query` overloads.
  const connected = async () => {
    const client: pg.Client = new PreparingClient({ connectionString: serverUrl });
    await client.connect();
    return client;
  };

  it('prepares a read once and answers it again from the same statement', async () => {
    const client = await connected();
    try {
      const read = { text: 'select $1::int + 1 as n', values: [1] };
      expect((await client.query(read)).rows).toEqual([{ n: 2 }]);
      expect((await client.query({ ...read, values: [41] })).rows).toEqual([{ n: 42 }]);
      const statements = (await prepared(client)).filter((s) => s.statement === read.text);
      expect(statements).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('leaves writes, other statements and named queries as they are', async () => {
    const client = await connected();
    try {
      await client.query({ text: 'create temporary table t (n int)' });
      await client.query({ text: 'insert into t values ($1)', values: [1] });
      await client.query({ text: 'select n from t where n = $1', values: [1], name: 'own_name' });
      const names = (await prepared(client)).map((s) => s.name);
      expect(names).toContain('own_name');
      expect(names.filter((n) => n.startsWith('read_'))).toEqual(
        // Only the catalogue read of the first `prepared` call.
        [expect.stringMatching(/^read_\d+$/)],
      );
    } finally {
      await client.end();
    }
  });

  it('keeps at most its cap of statements; later shapes still answer', async () => {
    const client = await connected();
    try {
      for (let i = 0; i <= PREPARED_READS_PER_CONNECTION + 5; i++) {
        const { rows } = await client.query({ text: `select $1::int + ${i} as n`, values: [1] });
        expect(rows).toEqual([{ n: 1 + i }]);
      }
      expect((await prepared(client)).length).toBe(PREPARED_READS_PER_CONNECTION);
    } finally {
      await client.end();
    }
  });
});
