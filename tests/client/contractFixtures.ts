import { act, getDefaultNormalizer, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, type MockInstance } from 'vitest';
import { almatyDay } from '../../src/domain/almatyTime';
import { addDays, indexationDays, rentSchedule } from '../../src/domain/rentSchedule';
import type { authProvider } from '../../src/providers/authProvider';
import type { ContractRow, ContractView } from '../../src/resources/contracts/contractView';
import { server } from './setup';
import { listOf } from './taskFixtures';

export { landlord } from './taskFixtures';

/** The no-break space the product writes inside numbers ("966 000 ₸"), kept as it is. */
export const _ = '\u00a0';
export const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** A day `days` from today in Almaty (`YYYY-MM-DD`). */
export const dayFromToday = (days: number) => addDays(almatyDay(new Date()), days);

export const ROOMS = [
  { id: 11, object_id: 3, object_name: 'ТРЦ «Арай»', number: '101', floor: 1, area: 50 },
  { id: 12, object_id: 3, object_name: 'ТРЦ «Арай»', number: '102', floor: 1, area: 30.5 },
];

/** An active two-room lease of the renter 1 (the demo renter), a year from a month ago. */
export const contractRow = (patch: Partial<ContractRow> = {}): ContractRow => ({
  id: 5,
  landlord_id: 1,
  number: '2026-005',
  signed_on: dayFromToday(-40),
  renter_id: 1,
  renter_name: 'ТОО «Кофе Хаус»',
  object_id: 3,
  object_name: 'ТРЦ «Арай»',
  room_ids: [11, 12],
  rooms: ROOMS.map(({ id, number, floor, area }) => ({ id, number, floor, area })),
  area: 80.5,
  rate_per_m2: 12000,
  monthly_rent: 966000,
  deposit: 966000,
  starts_on: dayFromToday(-30),
  ends_on: dayFromToday(400),
  indexation_percent: 5,
  payment_day: 5,
  free_months: 0,
  notice_days: 60,
  notice_by: dayFromToday(340),
  responsible_id: 7,
  responsible_name: 'Жумабаев Арман',
  status: 'active',
  terminated_on: null,
  termination_reason: null,
  previous_id: null,
  previous_number: null,
  next_id: null,
  next_number: null,
  comment: null,
  file_ids: [],
  files: [],
  created_by: 2,
  created_at: '2026-01-10T04:00:00.000Z',
  updated_at: '2026-01-10T04:00:00.000Z',
  ...patch,
});

/** The contract's page as the API answers it: the row with its schedule and critical dates. */
export const contractView = (patch: Partial<ContractRow> = {}): ContractView => {
  const row = contractRow(patch);
  return {
    ...row,
    schedule: rentSchedule(row),
    critical_dates: {
      ends_on: row.ends_on,
      notice_by: row.notice_by,
      indexations: indexationDays(row),
    },
  };
};

/** The screens' neighbours: responsible people, objects, rooms, renters, history. */
export const serveContractNeighbours = () =>
  server.use(
    http.get('/api/contracts/responsibles', () =>
      HttpResponse.json([
        { id: 7, name: 'Жумабаев Арман', department: null },
        { id: 8, name: 'Ким Ольга', department: null },
      ]),
    ),
    http.get('/api/objects', () => listOf('objects', [{ id: 3, name: 'ТРЦ «Арай»' }])),
    http.get('/api/rooms', () => listOf('rooms', ROOMS)),
    http.get('/api/renters', () =>
      listOf('renters', [{ id: 1, legal_name: 'ТОО «Кофе Хаус»', outlet_name: null }]),
    ),
    http.get('/api/history/contracts/:id', () => HttpResponse.json([])),
  );

/**
 * Waits until the screen has asked whether the user may `action` the `resource`'s records, every
 * such question has been answered, and the answers are drawn: what is hidden stays hidden.
 */
export const accessSettled = async (
  canAccess: MockInstance<NonNullable<typeof authProvider.canAccess>>,
  action: string,
  resource = 'contracts',
) => {
  await waitFor(() =>
    expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource, action })),
  );
  await Promise.all(canAccess.mock.results.map((result) => result.value));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};
