import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { server } from './setup';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every call under `/api` with `answer`, keeping what each one sent. */
const recordCalls = (answer: JsonBodyType = {}) => {
  const sent: Sent[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json(answer);
    }),
  );
  return sent;
};

describe("the staff app's typed calls", () => {
  it('show or hide a request type with the spec’s one-element body', async () => {
    const sent = recordCalls();
    await dataProvider.showRequestType(4, true);
    await dataProvider.showRequestType(4, false);
    await dataProvider.saveRequestType(4, { sla_hours: 6, default_executor_id: null });
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/type-request-landlord/show/4', body: [1] },
      { method: 'PUT', path: '/api/type-request-landlord/show/4', body: [0] },
      {
        method: 'PUT',
        path: '/api/type-request-landlord/4',
        body: { sla_hours: 6, default_executor_id: null },
      },
    ]);
  });

  it("ask each module's assignable people, the superadmin's for one organization", async () => {
    const sent = recordCalls([]);
    await dataProvider.assignable('bids');
    await dataProvider.assignable('tasks', 7);
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/bids/executors',
      'GET /api/tasks/executors?landlord_id=7',
    ]);
  });

  it('read and rotate a form link for the organization or one object', async () => {
    const sent = recordCalls({ token: 't', url: '/f/t' });
    await dataProvider.applicationFormLink();
    await dataProvider.applicationFormLink(7);
    await dataProvider.rotateApplicationFormLink();
    await dataProvider.rotateQrCode(7);
    await dataProvider.rotateContractorFormLink();
    expect(sent).toEqual([
      { method: 'GET', path: '/api/application-forms/link', body: undefined },
      { method: 'GET', path: '/api/application-forms/link?object_id=7', body: undefined },
      { method: 'PUT', path: '/api/application-forms/link', body: {} },
      { method: 'PUT', path: '/api/qrcode', body: { object_id: 7 } },
      { method: 'PUT', path: '/api/contractors/form-link', body: undefined },
    ]);
  });

  it('name a saved filter’s screen and a deleted occurrence in the query string', async () => {
    const sent = recordCalls([]);
    await dataProvider.savedFilters('requests-journal');
    await dataProvider.deleteCalendarEvent(3, { scope: 'this', occurrence: '2026-05-04T09:00' });
    await dataProvider.deleteCalendarEvent(3, { scope: 'all', occurrence: null });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/saved-filters?resource=requests-journal',
      'DELETE /api/calendar-events/3?scope=this&occurrence=2026-05-04T09%3A00',
      'DELETE /api/calendar-events/3?scope=all',
    ]);
  });

  it('give the calendar’s entries without their envelope', async () => {
    recordCalls({ data: [{ key: 'event-1' }] });
    await expect(
      dataProvider.calendarEntries('2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z'),
    ).resolves.toEqual([{ key: 'event-1' }]);
  });
});
