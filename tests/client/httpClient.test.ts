import { HttpResponse, http } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { ApiError, httpJson, messageKeyOf, onApiForbidden } from '../../src/providers/http';
import { server } from './setup';

/** The failure a call ends with (the test fails if it succeeds). */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

describe('the http client', () => {
  it('sends the stored token as a bearer header', async () => {
    sessionStorage.setItem('token', 't1');
    let authorization: string | null = null;
    server.use(
      http.get('/api/ping', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(httpJson('/ping')).resolves.toEqual({ ok: true });
    expect(authorization).toBe('Bearer t1');
  });

  it('removes the stored token on a 401', async () => {
    localStorage.setItem('token', 't2');
    server.use(http.get('/api/ping', () => HttpResponse.json({}, { status: 401 })));
    const error = await failureOf(httpJson('/ping'));
    expect(error).toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells the forbidden listeners on a 403, and only then', async () => {
    const listener = vi.fn();
    const stop = onApiForbidden(listener);
    server.use(
      http.get('/api/refused', () => HttpResponse.json({ code: 'FORBIDDEN' }, { status: 403 })),
      http.get('/api/missing', () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })),
    );
    await failureOf(httpJson('/missing'));
    expect(listener).not.toHaveBeenCalled();
    await failureOf(httpJson('/refused'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    [403, { code: 'FORBIDDEN', message: 'Access denied' }, 'app.errors.forbidden'],
    [500, { code: 'INTERNAL', message: 'Internal error' }, 'app.errors.server'],
    [409, { code: 'CONFLICT', message: 'Conflict' }, 'app.errors.server'],
    [429, { code: 'RATE', message: 'app.errors.upload_rate' }, 'app.errors.upload_rate'],
  ])('names a %i failure by a message key', async (status, body, key) => {
    server.use(http.get('/api/ping', () => HttpResponse.json(body, { status })));
    expect(messageKeyOf(await failureOf(httpJson('/ping')))).toBe(key);
  });

  it('keeps the latest write position a server names and sends it on every call', async () => {
    const sent: (string | null)[] = [];
    const answers = ['0/FF', '0/3A', null];
    server.use(
      http.all('/api/ping', ({ request }) => {
        sent.push(request.headers.get('x-read-after'));
        const lsn = answers.shift();
        return HttpResponse.json({}, { headers: lsn ? { 'X-Read-After': lsn } : {} });
      }),
    );
    await httpJson('/ping', { method: 'POST', body: {} });
    await httpJson('/ping', { method: 'PUT', body: {} });
    await httpJson('/ping');
    // An earlier position answered later (another server, a slower write) keeps the later one.
    expect(sent).toEqual([null, '0/FF', '0/FF']);
    expect(localStorage.getItem('read-after')).toBe('0/FF');
  });

  it('names a lost connection', async () => {
    server.use(http.get('/api/ping', () => HttpResponse.error()));
    const error = await failureOf(httpJson('/ping'));
    expect(error).toMatchObject({ status: 0 });
    expect(messageKeyOf(error)).toBe('app.errors.network');
  });
});

describe('the dataProvider on the http client', () => {
  it('reads a list from the resource’s API path with its total', async () => {
    sessionStorage.setItem('token', 't3');
    let authorization: string | null = null;
    server.use(
      http.get('/api/employee', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'employee 0-0/1' } });
      }),
    );
    const page = await dataProvider.getList('employees', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(page).toMatchObject({ data: [{ id: 1 }], total: 1 });
    expect(authorization).toBe('Bearer t3');
  });

  it('gives react-admin an HttpError whose message is a key, with the field errors', async () => {
    const listener = vi.fn();
    const stop = onApiForbidden(listener);
    server.use(
      http.put('/api/renters/4', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Access denied' }, { status: 403 }),
      ),
    );
    const error = await failureOf(
      dataProvider.update('renters', { id: 4, data: {}, previousData: { id: 4 } }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'app.errors.forbidden' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends a status move to the resource’s API path', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/bids/8/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 8, status: 'done' });
      }),
    );
    await expect(
      dataProvider.changeStatus('requests-journal', { id: 8, data: { status: 'done' } }),
    ).resolves.toEqual({ id: 8, status: 'done' });
    expect(sent).toEqual([{ status: 'done' }]);
  });
});
