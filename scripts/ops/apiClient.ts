import { DEMO_PASSWORD } from '../../server/db/seed/demo';

/** A request that got no answer: the server was gone, or went while it was in flight. */
export class NoAnswer extends Error {}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One API call; any answer resolves (4xx and 5xx too), no answer throws `NoAnswer`. */
export const call = async (base: string, path: string, opts: Call = {}): Promise<Answer> => {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${base}${path}`, {
      method: opts.method ?? (opts.json !== undefined || opts.form ? 'POST' : 'GET'),
      headers,
      body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    text = await res.text();
  } catch (error) {
    throw new NoAnswer(error instanceof Error ? error.message : String(error));
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text.
  }
  return { status: res.status, body, headers: res.headers };
};

export interface Session {
  login: string;
  token: string;
  userId: number;
  landlordId: number | null;
}

/** The password a demo login gets when the server asks for a new one (seeded on PostgreSQL). */
export const CHANGED_PASSWORD = `${DEMO_PASSWORD}-ops`;

/**
 * Signs in as a demo login. A server that seeded the demo on PostgreSQL makes every demo login
 * choose a new password first: that is done here, and the session stays valid.
 */
export const signIn = async (base: string, login: string): Promise<Session> => {
  let answer: Answer | undefined;
  for (const password of [DEMO_PASSWORD, CHANGED_PASSWORD]) {
    answer = await call(base, '/api/auth/login', { json: { login, password } });
    if (answer.status === 200) break;
  }
  if (answer?.status !== 200) {
    throw new Error(`sign-in as ${login}: HTTP ${answer?.status} ${JSON.stringify(answer?.body)}`);
  }
  const { token, user } = answer.body as {
    token: string;
    user: { id: number; landlord_id: number | null; must_change_password: boolean };
  };
  if (user.must_change_password) {
    const changed = await call(base, '/api/auth/first-login', {
      token,
      json: { password: CHANGED_PASSWORD, password_confirmation: CHANGED_PASSWORD },
    });
    if (changed.status !== 204) throw new Error(`first sign-in of ${login}: ${changed.status}`);
  }
  return { login, token, userId: user.id, landlordId: user.landlord_id };
};

/** The answer's body when it is the expected status, else an error naming the call. */
export const expectStatus = <T>(answer: Answer, status: number, what: string): T => {
  if (answer.status !== status) {
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body as T;
};
