import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { server } from './setup';

/** A page of the journal whose total the server sends as given. */
const journal = (headers: Record<string, string>) =>
  server.use(
    http.get('/api/bids', () =>
      HttpResponse.json(
        Array.from({ length: 25 }, (_, i) => ({ id: i + 1 })),
        { headers },
      ),
    ),
  );

const firstPage = (page = 1) =>
  dataProvider.getList('requests-journal', {
    pagination: { page, perPage: 25 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: {},
  });

describe('list totals', () => {
  it('keeps an exact total', async () => {
    journal({ 'Content-Range': 'bids 0-24/319', 'X-Total-Count': '319' });
    const result = await firstPage();
    expect(result.total).toBe(319);
    expect(result.pageInfo).toBeUndefined();
  });

  it('turns a capped total into "more than": partial pagination with a next page', async () => {
    journal({
      'Content-Range': 'bids 25-49/10000',
      'X-Total-Count': '10000',
      'X-Total-Capped': 'true',
    });
    const result = await firstPage(2);
    expect(result.data).toHaveLength(25);
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });
});
