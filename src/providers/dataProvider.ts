import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type fetchUtils, HttpError } from 'react-admin';
import type { NotificationForm } from '../domain/notifications';
import { apiPathOf } from '../domain/resources';
import { noteCappedTotal, withCappedTotals } from './cappedTotal';
import { customMethods } from './customMethods';
import { ApiError, httpFetch, messageKeyOf } from './http';

/** The CRUD calls and the typed custom methods of the staff app. */
export type AppDataProvider = DataProvider & typeof customMethods;

/** What react-admin shows for a failure: a key, else the server's words for a 4xx. */
const httpErrorOf = (error: unknown) => {
  const { status, body } = error instanceof ApiError ? error : new ApiError(0, {});
  const known = status === 0 || status === 403 || status >= 500;
  return new HttpError((!known && body.message) || messageKeyOf(error), status, body);
};

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

/** simple-rest's client, over the one http client of the app. */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    const response = await httpFetch(url, {
      method: options.method,
      body: options.body ?? undefined,
      headers: options.headers,
    });
    const body = await response.text();
    return noteCappedTotal({
      status: response.status,
      headers: response.headers,
      body,
      json: jsonOf(body),
    });
  } catch (error) {
    throw httpErrorOf(error);
  }
};

const rest = withCappedTotals(simpleRestProvider('', httpClient));

/** simple-rest's CRUD with each UI resource sent to its API path (API.md). */
const crud: DataProvider = new Proxy(rest, {
  get(target, method: string | symbol) {
    const fn = target[method as keyof DataProvider];
    if (typeof fn !== 'function') return fn;
    return (resource: string, ...args: unknown[]) =>
      (fn as (...a: unknown[]) => unknown).call(target, apiPathOf(resource), ...args);
  },
});

/** A notification is sent as multipart, its files with it; every other create is JSON. */
const create: DataProvider['create'] = async (resource, params) => {
  if (resource !== 'employee-notifications') return crud.create(resource, params);
  try {
    return { data: await customMethods.sendNotification(params.data as NotificationForm) } as never;
  } catch (error) {
    throw httpErrorOf(error);
  }
};

export const dataProvider: AppDataProvider = { ...crud, ...customMethods, create };
