import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which proxies to believe about the client's address (Fastify's `trustProxy`): none by
 * default, or the balancers' addresses (and `loopback`, `linklocal`, `uniquelocal` ranges).
 * Every hop (`true`) is refused, as is a bare hop count, which Fastify cannot check against the
 * peer: a client could name its own address in `X-Forwarded-For` and dodge every limit.
 */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | string[] => {
    if (['', 'false', 'no', 'none', '0'].includes(v)) return false;
    const addresses = v.split(',').map((a) => a.trim());
    const valid = addresses.every(
      (a) => PROXY_RANGES.includes(a) || /^[0-9a-fA-F:.]*[:.][0-9a-fA-F:.]*(\/\d{1,3})?$/.test(a),
    );
    if (valid) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        'give the addresses of the proxies in front of the server (e.g. 10.0.0.5,10.0.1.0/24 or loopback); trusting every hop or a hop count lets a client choose its own address',
    });
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
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
    staticDir: path.resolve(e.STATIC_DIR),
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    firebase,
    version: packageVersion(),
  };
};
