import { keepReadAfter, sendReadAfter } from './readAfter';
import { clearToken, getToken } from './token';

export interface ApiErrorBody {
  code?: string;
  message?: string;
  errors?: Record<string, string>;
  retry_after?: number;
  /** Why a 403 was refused, as an i18n key. */
  reason?: string;
}

/** A failed call: the HTTP status and the server's `{code, message, errors}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

const forbiddenListeners = new Set<() => void>();

/** Called after every 403: the user's access may have changed since the session was read. */
export const onApiForbidden = (listener: () => void) => {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
};

/**
 * The i18n key that tells a person why a call failed: the server's own `app.*` key (a 403's
 * `reason` first: its message is already in the caller's language, not a key), else no
 * connection, no right, or a server error.
 */
export const messageKeyOf = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'app.errors.server';
  if (error.body.reason?.startsWith('app.')) return error.body.reason;
  if (error.body.message?.startsWith('app.')) return error.body.message;
  if (error.status === 0) return 'app.errors.network';
  if (error.status === 403) return 'app.errors.forbidden';
  return 'app.errors.server';
};

/** The server's field errors (`{errors: {field: 'validation.key'}}`) of a failed call, if any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | null =>
  error instanceof ApiError && error.body.errors ? error.body.errors : null;

export interface HttpInit {
  method?: string;
  /** JSON (an object, or a string already serialized) or a multipart FormData. */
  body?: unknown;
  headers?: HeadersInit;
}

const bodyOf = (body: unknown): BodyInit | undefined => {
  if (body === undefined || body instanceof FormData || typeof body === 'string') return body;
  return JSON.stringify(body);
};

/**
 * The one way the staff app reaches `/api`: the bearer token and the last write's position
 * (`readAfter.ts`) go along; a 401 removes the stored token (the spec's rule), a 403 tells the
 * `onApiForbidden` listeners, and any failure is thrown as an `ApiError`.
 */
export const httpFetch = async (path: string, init: HttpInit = {}): Promise<Response> => {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const token = getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  sendReadAfter(headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: bodyOf(init.body),
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: 'app.errors.network' });
  }
  keepReadAfter(response);
  if (response.status === 401) clearToken();
  if (response.status === 403) for (const listener of forbiddenListeners) listener();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ApiErrorBody;
    throw new ApiError(response.status, body);
  }
  return response;
};

/** A call whose answer is JSON (nothing for 202 and 204). */
export const httpJson = async <T = unknown>(path: string, init: HttpInit = {}): Promise<T> => {
  const response = await httpFetch(path, init);
  if (response.status === 204 || response.status === 202) return undefined as T;
  return (await response.json()) as T;
};
