import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import { noteCappedTotal, withCappedTotals } from './cappedTotal';
import { getToken } from './token';

/** UI resource names whose API path differs (API.md). */
const API_PATHS: Record<string, string> = { employees: 'employee', 'requests-journal': 'bids' };

const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return noteCappedTotal(await fetchUtils.fetchJson(url, { ...options, headers }));
  } catch (error) {
    if (error instanceof HttpError) {
      const body = (error.body ?? {}) as { message?: string; errors?: Record<string, string> };
      const message =
        error.status === 403
          ? 'app.errors.forbidden'
          : error.status >= 500
            ? 'app.errors.server'
            : body.message;
      throw new HttpError(message ?? error.message, error.status, body);
    }
    throw new HttpError('app.errors.network', 0, {});
  }
};

const rest = withCappedTotals(simpleRestProvider('/api', httpClient));

/** simple-rest over `/api` with the bearer token, and the resource → API path mapping. */
export const dataProvider: DataProvider = new Proxy(rest, {
  get(target, method: string | symbol) {
    const fn = target[method as keyof DataProvider];
    if (typeof fn !== 'function') return fn;
    return (resource: string, ...args: unknown[]) =>
      (fn as (...a: unknown[]) => unknown).call(target, API_PATHS[resource] ?? resource, ...args);
  },
});
