import { historyCase, listRows, owner, totals } from './crud';
import { bidType, make, readAs, shared } from './factories';
import { type Expect, ORG, type RowKind } from './rules';
import { type RouteCase, showsExactly } from './runner';
import type { Rec, Who, World } from './world';

/**
 * The waiting list and visitor messages: rows that arrive by public forms, with no creator or
 * assignee on staff, so only `other` rows (and the "created"/"assigned" levels see none).
 */

const OTHER: RowKind[] = ['other'];

const questionnaire = (w: World, fresh: boolean, status: 'new' | 'in_process' = 'new') =>
  fresh ? make.questionnaire(w, status) : shared('questionnaire', () => make.questionnaire(w));
const message = (w: World, fresh: boolean) =>
  fresh ? make.visitorMessage(w) : shared('visitor-message', () => make.visitorMessage(w));

const byIds = (path: string, ids: number[]) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`;

/** List, record and history of a form-fed resource. */
const formResource = (
  path: string,
  entity: string,
  module: 'waiting_list' | 'visitor_messages',
  row: (w: World) => Promise<Rec>,
): RouteCase[] => [
  {
    method: 'GET',
    path,
    ok: 200,
    fixed: ORG.list,
    grid: { module, rule: 'list' },
    target: async (w: World, who: Who) => {
      const { all, visible } = await listRows(who, OTHER, () => row(w));
      return { url: byIds(path, all), check: showsExactly(all, visible) };
    },
  },
  {
    method: 'GET',
    path: `${path}/{id}`,
    ok: 200,
    fixed: ORG.read,
    grid: { module, rule: 'read', rows: OTHER },
    target: async (w) => ({ url: `${path}/${(await row(w)).id}` }),
  },
  historyCase(entity, module, OTHER, (w) => row(w)),
];

/** A link write naming landlord 1's object: fine for its staff, 400 for landlord 2's. */
export const NAMING_OBJECT: Expect = ORG.create(200, 400);

const waitingList: RouteCase[] = [
  ...formResource('/api/application-forms', 'application-forms', 'waiting_list', (w) =>
    questionnaire(w, false),
  ),
  {
    method: 'PUT',
    path: '/api/application-forms/{id}/status',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'waiting_list', rule: 'work', rows: OTHER },
    target: async (w) => {
      const { id } = await questionnaire(w, true);
      return {
        url: `/api/application-forms/${id}/status`,
        body: { status: 'in_process' },
        readback: () => readAs(w, owner(w), `/api/application-forms/${id}`),
      };
    },
  },
  {
    // "Make renter" also creates a renter: the level grid's employees have `renters: none`.
    method: 'POST',
    path: '/api/application-forms/{id}/renter',
    ok: 201,
    fixed: ORG.write(201),
    grid: { module: 'waiting_list', rule: 'forbidden', rows: OTHER },
    target: async (w) => {
      const { id } = await questionnaire(w, true, 'in_process');
      const counts = totals(w, '/api/renters');
      return {
        url: `/api/application-forms/${id}/renter`,
        body: {},
        readback: async () => [
          await readAs(w, owner(w), `/api/application-forms/${id}`),
          await counts(),
        ],
      };
    },
  },
  {
    method: 'GET',
    path: '/api/application-forms/link',
    ok: 200,
    fixed: ORG.settingsRead,
    grid: { module: 'waiting_list', rule: 'settingsRead' },
    target: async () => ({ url: '/api/application-forms/link' }),
  },
  {
    method: 'GET',
    path: '/api/application-forms/link',
    label: 'of a landlord 1 object',
    ok: 200,
    fixed: { ...ORG.settingsRead, landlord2: 400, l2_employee: 400 },
    target: async (w) => ({
      url: `/api/application-forms/link?object_id=${w.arayPlace.objectId}`,
      field: 'object_id',
    }),
  },
  {
    method: 'PUT',
    path: '/api/application-forms/link',
    ok: 200,
    fixed: ORG.settingsWrite(200),
    grid: { module: 'waiting_list', rule: 'settingsWrite' },
    target: async (w) => ({
      url: '/api/application-forms/link',
      body: {},
      readback: () => readAs(w, owner(w), '/api/application-forms/link'),
    }),
  },
  {
    method: 'PUT',
    path: '/api/application-forms/link',
    label: 'of a landlord 1 object',
    ok: 200,
    fixed: NAMING_OBJECT,
    target: async (w) => {
      const url = `/api/application-forms/link?object_id=${w.arayPlace.objectId}`;
      return {
        url: '/api/application-forms/link',
        body: { object_id: w.arayPlace.objectId },
        field: 'object_id',
        readback: () => readAs(w, owner(w), url),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/download/excel/application-forms',
    ok: 200,
    fixed: ORG.export,
    grid: { module: 'waiting_list', rule: 'export' },
    target: async () => ({ url: '/api/download/excel/application-forms', body: {} }),
  },
];

const visitorMessages: RouteCase[] = [
  ...formResource('/api/visitor-messages', 'visitor-messages', 'visitor_messages', (w) =>
    message(w, false),
  ),
  {
    method: 'PUT',
    path: '/api/visitor-messages/{id}/status',
    ok: 200,
    fixed: ORG.write(200),
    grid: { module: 'visitor_messages', rule: 'work', rows: OTHER },
    target: async (w) => {
      const { id } = await message(w, true);
      return {
        url: `/api/visitor-messages/${id}/status`,
        body: { status: 'processed', reply_note: 'Убрали' },
        readback: () => readAs(w, owner(w), `/api/visitor-messages/${id}`),
      };
    },
  },
  {
    // Turning a message into a bid also files a bid: the grid's employees have `requests: none`.
    method: 'POST',
    path: '/api/visitor-messages/{id}/bid',
    ok: 201,
    fixed: ORG.write(201),
    grid: { module: 'visitor_messages', rule: 'forbidden', rows: OTHER },
    target: async (w) => {
      const { id } = await message(w, true);
      const type = await bidType(w, owner(w));
      const bids = totals(w, '/api/bids');
      return {
        url: `/api/visitor-messages/${id}/bid`,
        body: { request_type_id: type.id, object_id: w.arayPlace.objectId, answers: type.answers },
        readback: async () => [
          await readAs(w, owner(w), `/api/visitor-messages/${id}`),
          await bids(),
        ],
      };
    },
  },
];

export const FORM_ROUTES: RouteCase[] = [...waitingList, ...visitorMessages];
