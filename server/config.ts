import { existsSync, readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The ranges proxy-addr names, with their IPv4 blocks (to see what a set covers). */
const PROXY_RANGES: Record<string, [string, number][]> = {
  loopback: [['127.0.0.0', 8]],
  linklocal: [['169.254.0.0', 16]],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ],
};
/**
 * The widest range a proxy may sit in: an IPv4 /8 (10.0.0.0/8, the widest private block) and an
 * IPv6 /48 (one site's whole allocation). Balancers sit in one network; a wider range trusts
 * strangers' `X-Forwarded-For` (and proxy-addr itself crashes the start on a /0).
 */
const WIDEST_PREFIX = { 4: 8, 6: 48 } as const;
const IPV4_SIZE = 2 ** 32;

const ipv4Number = (address: string) =>
  address.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** The IPv4 addresses a range covers, `[first, next)`. */
const ipv4Span = (address: string, prefix: number): [number, number] => {
  const size = 2 ** (32 - prefix);
  const first = Math.floor(ipv4Number(address) / size) * size;
  return [first, first + size];
};

/** Whether the ranges cover every IPv4 address. */
const coversEveryIpv4 = (spans: [number, number][]) => {
  let reached = 0;
  for (const [first, next] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (first > reached) return false;
    reached = Math.max(reached, next);
  }
  return reached >= IPV4_SIZE;
};

const PROXY_FORMAT =
  'give the addresses of the proxies in front of the server (e.g. 10.0.0.5,10.0.1.0/24 or loopback); trusting every hop or a hop count lets a client choose its own address';

/** The IPv4 addresses an entry covers (none for IPv6), or why it is refused. */
const proxyEntry = (entry: string): { spans: [number, number][] } | { problem: string } => {
  const keyword = PROXY_RANGES[entry];
  if (keyword) return { spans: keyword.map(([address, prefix]) => ipv4Span(address, prefix)) };
  const [address, prefixText, ...rest] = entry.split('/');
  const version = isIPv4(address) ? 4 : isIPv6(address) && !address.includes('%') ? 6 : 0;
  const longest = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? longest : Number(prefixText);
  if (!version || rest.length || !/^\d{1,3}$/.test(prefixText ?? '32') || prefix > longest) {
    return { problem: PROXY_FORMAT };
  }
  if (version === 6 && /^::ffff:/i.test(address) && isIPv4(address.slice(7))) {
    return { problem: `${entry}: write an IPv4 proxy as IPv4 (${address.slice(7)})` };
  }
  const widest = WIDEST_PREFIX[version];
  if (prefix < widest) {
    return {
      problem: `${entry}: a proxy's range is at most /${widest} for IPv${version}; give the balancers' own addresses`,
    };
  }
  return { spans: version === 4 ? [ipv4Span(address, prefix)] : [] };
};

/**
 * Which proxies to believe about the client's address (Fastify's `trustProxy`): none by
 * default, or the balancers' addresses (and `loopback`, `linklocal`, `uniquelocal` ranges).
 * Every hop (`true`) is refused, as is a bare hop count, which Fastify cannot check against the
 * peer: a client could name its own address in `X-Forwarded-For` and dodge every limit.
 * So is any entry proxy-addr would misread or crash on, a range wider than a network of
 * balancers, and a set of ranges that covers every address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | string[] => {
    if (['', 'false', 'no', 'none', '0'].includes(v)) return false;
    const addresses = v.split(',').map((a) => a.trim());
    const entries = addresses.map(proxyEntry);
    const problems = entries.flatMap((e) => ('problem' in e ? [e.problem] : []));
    const spans = entries.flatMap((e) => ('spans' in e ? e.spans : []));
    if (coversEveryIpv4(spans)) {
      problems.push("the ranges together cover every IPv4 address; give the balancers' own");
    }
    if (!problems.length) return addresses;
    for (const message of new Set(problems)) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** A streaming replica of `DATABASE_URL` that reports, exports and the dashboard read from. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Unset: demo data for the embedded database only, never on a PostgreSQL server. */
  SEED_DEMO: bool.optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Arenda CRM <no-reply@arenda-crm.kz>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** Addresses the per-address limits (public forms, password restore) skip: the e2e browser. */
  FORM_LIMIT_EXEMPT: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()]), { error: 'give IP addresses, e.g. 127.0.0.1' })),
  /** `POST /api/system/jobs/{name}/run` for a superadmin: the browser tests' server only. */
  JOBS_TRIGGER: bool.default(false),
  STATIC_DIR: z.string().min(1).default('./dist'),
  SUPPORT_EMAIL: z.email().default('support@arenda-crm.kz'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+7\d{10}$/, 'must be a Kazakh number in the form +77011234567')
    .optional(),
  /** A Firebase service account: the JSON itself or the path of its file. */
  FIREBASE_SERVICE_ACCOUNT: z.string().trim().min(1).optional(),
  /** Google's standard credentials file (also read by firebase-admin itself). */
  GOOGLE_APPLICATION_CREDENTIALS: z.string().trim().min(1).optional(),
});

/**
 * How the server signs in to Firebase Cloud Messaging: a service account's fields, or Google's
 * application default credentials; none turns push off.
 */
export type FirebaseCredentials =
  | {
      kind: 'service_account';
      account: { project_id: string; client_email: string; private_key: string };
    }
  | { kind: 'application_default' };

const serviceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});

/** `FIREBASE_SERVICE_ACCOUNT` as JSON or a file's path: a value that is neither stops the start. */
const firebaseCredentials = (
  e: z.infer<typeof envSchema>,
): FirebaseCredentials | string | undefined => {
  if (e.FIREBASE_SERVICE_ACCOUNT) {
    const value = e.FIREBASE_SERVICE_ACCOUNT;
    let text = value;
    if (!value.startsWith('{')) {
      if (!existsSync(value)) return 'FIREBASE_SERVICE_ACCOUNT: no such file';
      text = readFileSync(value, 'utf8');
    }
    try {
      const account = serviceAccount.safeParse(JSON.parse(text));
      if (account.success) return { kind: 'service_account', account: account.data };
    } catch {
      // Reported below with the variable's name.
    }
    return 'FIREBASE_SERVICE_ACCOUNT: must be a service account JSON (project_id, client_email, private_key) or its file';
  }
  if (e.GOOGLE_APPLICATION_CREDENTIALS) {
    if (!existsSync(e.GOOGLE_APPLICATION_CREDENTIALS)) {
      return 'GOOGLE_APPLICATION_CREDENTIALS: no such file';
    }
    return { kind: 'application_default' };
  }
  return undefined;
};

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Heavy reads go here when it has caught up with the reader's own writes (`plugins/readReplica.ts`). */
  databaseReplicaUrl?: string;
  /** PGlite data directory; undefined means an in-memory database (tests). */
  pgliteDir?: string;
  filesDir: string;
  seedDemo: boolean;
  publicUrl: string;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  trustProxy: false | string[];
  formLimitExempt: string[];
  /** Scheduled jobs may be run on request (`JOBS_TRIGGER`): tests only, off by default. */
  jobsTrigger: boolean;
  staticDir: string;
  /** Shown on the public site (footer, support page). */
  supportEmail: string;
  supportPhone?: string;
  /** Push through Firebase Cloud Messaging; undefined: push is off. */
  firebase?: FirebaseCredentials;
  version: string;
}

export class ConfigError extends Error {}

const packageVersion = (): string => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(pkg.version);
};

/** Reads every setting from the environment once; the only place that touches process.env. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const firebase = firebaseCredentials(e);
  if (typeof firebase === 'string') throw new ConfigError(`Invalid configuration:\n  ${firebase}`);
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_URL: a replica needs its primary in DATABASE_URL (the embedded database has no replicas)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    pgliteDir: e.DATABASE_URL ? undefined : path.join(dataDir, 'pgdata'),
    filesDir: path.join(dataDir, 'files'),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    formLimitExempt: e.FORM_LIMIT_EXEMPT,
    jobsTrigger: e.JOBS_TRIGGER,
    staticDir: path.resolve(e.STATIC_DIR),
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    firebase,
    version: packageVersion(),
  };
};
