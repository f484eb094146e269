import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** A folder holding PostgreSQL's server programs: `pg_config`'s, else the newest Debian one. */
const serverBinaries = (): string | undefined => {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on the path: look where Debian installs the server.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  return candidates.find((dir) => TOOLS.every((tool) => existsSync(path.join(dir, tool))));
};

export const POSTGRES_BIN = serverBinaries();

/** PostgreSQL refuses to run as root: as root the programs run as the `postgres` account. */
const asRoot = process.getuid?.() === 0;

const pgTool = (tool: string, args: string[]) => {
  const program = path.join(POSTGRES_BIN as string, tool);
  return asRoot
    ? run('runuser', ['-u', 'postgres', '--', program, ...args], { timeout: 60_000 })
    : run(program, args, { timeout: 60_000 });
};

/** A port nothing listens on now, as the system hands one out. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** A superuser's statement on the replica (pausing and resuming its replay). */
  onReplica(statement: string): Promise<pg.QueryResult>;
  /** Waits until `condition` (an SQL boolean) holds on the replica, 30 s at most. */
  waitForReplica(condition: string): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

const query = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A primary and its streaming replica of our own, in a temporary folder, on free ports of
 * 127.0.0.1: the machine's own server allows no replication and keeps its configuration.
 * `fsync` is off: the clusters live for one test file.
 */
export const startReplicaCluster = async (): Promise<ReplicaCluster> => {
  const root = await mkdtemp(path.join(tmpdir(), 'arenda-replica-'));
  if (asRoot) await run('chown', ['postgres:postgres', root]);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const started: string[] = [];
  const start = async (dir: string, port: number) => {
    await pgTool('pg_ctl', [
      '-D',
      dir,
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port}`,
      '-w',
      'start',
    ]);
    started.push(dir);
  };
  const stop = async () => {
    for (const dir of started.reverse()) {
      await pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => undefined);
    }
    await rm(root, { recursive: true, force: true });
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const settings = [
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      'shared_buffers = 32MB',
    ];
    // Appending keeps the files' owner (the server's account, when run as root).
    await appendFile(path.join(primaryDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await appendFile(
      path.join(primaryDir, 'pg_hba.conf'),
      '\nhost replication all 127.0.0.1/32 trust\n',
    );
    await start(primaryDir, primaryPort);
    await pgTool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await start(replicaDir, replicaPort);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
    const waitForReplica = async (condition: string) => {
      for (let attempt = 0; attempt < 600; attempt++) {
        if ((await query(replicaUrl, `select ${condition} as done`)).rows[0].done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the replica did not reach ${condition} in 30 s`);
    };
    return {
      primaryUrl,
      replicaUrl,
      onReplica: (statement) => query(replicaUrl, statement),
      waitForReplica,
      caughtUp: async () => {
        const { rows } = await query(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
        await waitForReplica(`pg_last_wal_replay_lsn() >= '${rows[0].lsn}'::pg_lsn`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
