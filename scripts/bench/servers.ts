import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { BENCH_LOGIN, type Caller, type Scenario } from './scenarios';

export interface Running {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  url: string;
}

const LOCAL = { host: '127.0.0.1', port: 0 };

/** The whole product, as `npm start` serves it, on a random local port. */
export const startProduct = async (database: Database, dataDir: string): Promise<Running> => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STATIC_DIR: path.join(dataDir, 'no-build'),
  });
  const app = await buildApp(config, { database, scheduler: false, logger: false });
  return { app, url: await app.listen(LOCAL) };
};

/** The route a scenario gets on the baseline server. */
export const baselinePath = (index: number) => `/scenario/${index}`;

/**
 * A bare Fastify (no plugins, hooks or schemas) with one route per scenario that runs the
 * scenario's SQL on the product's database handle, for the account the scenario signs in as
 * (`callers` by login), and sends JSON.stringify of the result.
 */
export const startBaseline = async (
  database: Database,
  callers: Map<string, Caller>,
  scenarios: Scenario[],
): Promise<Running> => {
  const app = Fastify({ logger: false });
  scenarios.forEach((scenario, index) => {
    const caller = callers.get(scenario.login ?? BENCH_LOGIN);
    if (!caller) throw new Error(`${scenario.name}: nobody signed in as its login`);
    app.get(baselinePath(index), async (_request, reply) => {
      const { body, total } = await scenario.baseline(database.db, caller);
      if (total !== undefined) reply.header('x-total-count', String(total));
      return reply.type('application/json').send(JSON.stringify(body));
    });
  });
  return { app, url: await app.listen(LOCAL) };
};

/** Signs in through the API, as the web app does: its token and who it is. */
const session = async (productUrl: string, login: string) => {
  const res = await fetch(`${productUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${login}: HTTP ${res.status}`);
  const { token, user } = (await res.json()) as {
    token: string;
    user: { id: number; landlord_id: number | null };
  };
  return { token, user };
};

/** A landlord's person: the token authorizes every scenario, the caller feeds the baseline. */
export const signIn = async (productUrl: string, login: string) => {
  const { token, user } = await session(productUrl, login);
  if (!user.landlord_id) throw new Error(`${login} belongs to no landlord`);
  const caller: Caller = { userId: user.id, landlordId: user.landlord_id };
  return { token, caller };
};

/** The platform's superadmin (every organization's rows): its token. */
export const superadminToken = async (productUrl: string) =>
  (await session(productUrl, 'superadmin')).token;
