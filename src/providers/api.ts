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
 * JSON call to `/api` with the bearer token. A 401 removes the stored token (the spec's rule);
 * a 403 tells the `onApiForbidden` listeners; the error is passed on.
 */
export const api = async <T = unknown>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: 'app.errors.network' });
  }
  if (response.status === 401) clearToken();
  if (response.status === 403) for (const listener of forbiddenListeners) listener();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ApiErrorBody;
    throw new ApiError(response.status, body);
  }
  if (response.status === 204 || response.status === 202) return undefined as T;
  return (await response.json()) as T;
};
