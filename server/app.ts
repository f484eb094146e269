import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { acquireDataDirLock } from './db/dataDirLock';
import { type FileStorage, localStorage } from './lib/files/storage';
import { redactingSerializers } from './lib/logRedaction';
import { createMailer, type Mailer } from './lib/mailer';
import { postgresRateLimitStore } from './lib/rateLimitStore';
import { checkedSchemaJson, schemaJson } from './lib/serializers';
import { auditLogRoutes } from './modules/audit/logRoutes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { calendarJobs } from './modules/calendar/jobs';
import { calendarEventRoutes } from './modules/calendar/routes';
import { contractorFormRoutes } from './modules/contractors/publicForm';
import { contractorRoutes } from './modules/contractors/routes';
import { contractJobs } from './modules/contracts/jobs';
import { contractRoutes } from './modules/contracts/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { documentJobs } from './modules/documents/jobs';
import { documentRoutes } from './modules/documents/routes';
import { employeeRoutes } from './modules/employees/routes';
import { eventRoutes } from './modules/events/routes';
import { filesRoutes } from './modules/files/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { landlordRoutes } from './modules/landlords/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { objectRoutes, roomRoutes } from './modules/objects/routes';
import { organizationExportRoutes } from './modules/organizationExport/routes';
import { pushJobs } from './modules/push/jobs';
import { pushRoutes } from './modules/push/routes';
import type { PushSenderOptions } from './modules/push/sender';
import { firebaseTransport, type PushTransport } from './modules/push/transport';
import {
  objectTypeRoutes,
  publicSocialNetworkRoutes,
  socialNetworkRoutes,
} from './modules/reference/routes';
import { renterAccessRoutes, renterRoutes } from './modules/renters/routes';
import { bidRoutes } from './modules/requests/bids/routes';
import { calendarRoutes } from './modules/requests/calendar';
import { catalogueRoutes } from './modules/requests/catalogue';
import { systemRoutes } from './modules/system/routes';
import { taskJobs } from './modules/tasks/jobs';
import { taskKpiRoutes } from './modules/tasks/kpiRoutes';
import { taskRoutes } from './modules/tasks/routes';
import { timeRoutes } from './modules/time';
import { timeJobs } from './modules/time/digest';
import { userRoutes } from './modules/user/routes';
import { visitorFormRoutes } from './modules/visitors/publicForm';
import { qrcodeRoutes } from './modules/visitors/qrcode';
import { visitorMessageRoutes } from './modules/visitors/routes';
import { waitingListExportRoutes } from './modules/waitingList/export';
import { applicationFormRoutes } from './modules/waitingList/publicForm';
import { applicationFormLinkRoutes, waitingListRoutes } from './modules/waitingList/routes';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { readReplicaPlugin } from './plugins/readReplica';
import { housekeeping, schedulerPlugin } from './plugins/scheduler';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { staticPlugin } from './plugins/static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: FileStorage;
    /** Firebase Cloud Messaging, or null: push is off (no credentials). */
    push: PushTransport | null;
    pushOptions: Partial<PushSenderOptions>;
  }
}

export interface BuildOptions {
  /** An open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  /** Run the scheduler's timers (off in tests, which call `app.runJob`). */
  scheduler?: boolean;
  /** Where the log goes: stdout by default, a stream of JSON lines (tests read it), or nowhere. */
  logger?: false | { stream: DestinationStream };
  /** Refuse (500) an answer its documented schema does not describe: the tests' setting. */
  checkResponses?: boolean;
  /** Another push transport than the configured one (tests: a fake one, or null for off). */
  push?: { transport: PushTransport | null; options?: Partial<PushSenderOptions> };
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.current_password',
  'body.password_confirmation',
  'body.token',
];

/** Builds the whole server without listening; `main.ts` listens, tests call `inject`. */
export const buildApp = async (
  config: Config,
  opts: BuildOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACT,
            serializers: redactingSerializers,
            stream: opts.logger?.stream,
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Every JSON answer is written from its route's documented response schema.
  app.setSerializerCompiler(opts.checkResponses ? checkedSchemaJson : schemaJson);

  // Only the embedded database needs the lock: PostgreSQL guards its own data, and the files
  // under DATA_DIR/files are shared safely by any number of processes. On a failed start the
  // lock goes with the process (its exit handler).
  const releaseLock =
    !opts.database && config.pgliteDir
      ? acquireDataDirLock(path.dirname(config.pgliteDir))
      : undefined;
  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.pgliteDir,
      poolSize: config.databasePoolSize,
    }));
  if (!opts.database) {
    await database.migrate();
    app.addHook('onClose', async () => {
      await database.close();
      releaseLock?.();
    });
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: app.log }),
  );
  app.decorate('storage', localStorage(config.filesDir));
  app.decorate(
    'push',
    opts.push ? opts.push.transport : config.firebase ? firebaseTransport(config.firebase) : null,
  );
  app.decorate('pushOptions', opts.push?.options ?? {});

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    allowList: config.formLimitExempt,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 100 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Arenda CRM API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin);
  await app.register(accessPlugin);
  await app.register(idempotencyPlugin);
  await app.register(readReplicaPlugin);
  // After the idempotency store, which keeps an answer's text: compression comes last.
  await app.register(compressionPlugin);
  const jobs = [
    housekeeping(app.storage),
    ...pushJobs(app.push, app.pushOptions),
    ...taskJobs(),
    ...contractJobs(),
    ...documentJobs(),
    ...timeJobs(),
    ...calendarJobs(),
  ];
  if (database.kind === 'pglite') {
    jobs.push({ name: 'vacuum', everyMs: 60 * 60_000, bare: true, run: () => database.maintain() });
  }
  await app.register(schedulerPlugin, { jobs, enabled: opts.scheduler ?? true });

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(pushRoutes);
  await app.register(landlordRoutes);
  await app.register(objectTypeRoutes);
  await app.register(socialNetworkRoutes);
  await app.register(publicSocialNetworkRoutes);
  await app.register(objectRoutes);
  await app.register(roomRoutes);
  await app.register(renterRoutes);
  await app.register(renterAccessRoutes);
  await app.register(employeeRoutes);
  await app.register(contractRoutes);
  await app.register(documentRoutes);
  await app.register(timeRoutes);
  await app.register(contractorRoutes);
  await app.register(contractorFormRoutes);
  await app.register(catalogueRoutes);
  await app.register(calendarRoutes);
  await app.register(bidRoutes);
  await app.register(taskRoutes);
  await app.register(taskKpiRoutes);
  await app.register(calendarEventRoutes);
  await app.register(dashboardRoutes);
  await app.register(qrcodeRoutes);
  await app.register(visitorMessageRoutes);
  await app.register(visitorFormRoutes);
  await app.register(waitingListRoutes);
  await app.register(applicationFormLinkRoutes);
  await app.register(waitingListExportRoutes);
  await app.register(applicationFormRoutes);
  await app.register(inboxRoutes);
  await app.register(notificationRoutes);
  await app.register(auditRoutes);
  await app.register(auditLogRoutes);
  await app.register(organizationExportRoutes);
  await app.register(filesRoutes);
  await app.register(eventRoutes);
  await app.register(staticPlugin, {
    root: config.staticDir,
    site: {
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      supportPhone: config.supportPhone,
    },
  });
  return app;
};
