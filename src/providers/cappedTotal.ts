import type { DataProvider, GetListResult } from 'react-admin';

/** Pages whose total the server capped (`X-Total-Capped`): the parsed body array itself. */
const cappedPages = new WeakSet<object>();

/**
 * Notes a list response whose total was capped ("more than 10 000"), keyed on its body, which
 * simple-rest hands on untouched as the page's `data`.
 */
export const noteCappedTotal = <R extends { headers: Headers; json: unknown }>(response: R) => {
  if (response.headers.get('X-Total-Capped') === 'true' && typeof response.json === 'object') {
    cappedPages.add(response.json as object);
  }
  return response;
};

/**
 * A capped total becomes react-admin's partial pagination: "1-25 of more than 25", a next page while
 * pages come full, never a wrong page count.
 */
export const withCappedTotals = (provider: DataProvider): DataProvider => ({
  ...provider,
  getList: async (resource, params) => {
    const result: GetListResult = await provider.getList(resource, params);
    if (!cappedPages.has(result.data)) return result;
    const { page = 1, perPage = result.data.length } = params.pagination ?? {};
    const hasNextPage = result.data.length >= perPage;
    return { data: result.data, pageInfo: { hasNextPage, hasPreviousPage: page > 1 } };
  },
});
