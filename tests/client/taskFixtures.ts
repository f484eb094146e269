import { HttpResponse, http } from 'msw';
import { demoUser } from '../../mocks/handlers';
import { newEmployeeAccess } from '../../src/domain/access';
import { taskMovesFor } from '../../src/domain/tasks';
import type { CurrentUser } from '../../src/domain/user';
import type { TaskRow, TaskView } from '../../src/resources/tasks/taskView';
import { server } from './setup';

export const landlord = {
  ...demoUser,
  id: 2,
  login: 'owner',
  full_name: 'Сатпаев Ерлан',
  role: 'landlord',
  renter_id: null,
  room: null,
} as CurrentUser;

export const executor = {
  ...demoUser,
  id: 7,
  login: 'worker',
  full_name: 'Жумабаев Арман',
  role: 'employee',
  renter_id: null,
  room: null,
  access: newEmployeeAccess(),
} as CurrentUser;

const HOUR = 3_600_000;

/** A task row as the list answers it: the caller is its creator unless told otherwise. */
export const taskRow = (patch: Partial<TaskRow> = {}): TaskRow => {
  const status = patch.status ?? 'new';
  const actors = patch.actors ?? ['creator'];
  return {
    id: 1,
    number: 101,
    executor_id: 7,
    created_by: 2,
    category_id: null,
    priority: 'medium',
    deadline: new Date(Date.now() + 50 * HOUR).toISOString(),
    status,
    description: 'Заменить лампы в коридоре второго этажа',
    bid_id: null,
    renter_id: null,
    room_id: null,
    assigned_at: '2026-03-01T04:00:00.000Z',
    done_at: null,
    returned_count: 0,
    reject_reason: null,
    created_at: '2026-03-01T04:00:00.000Z',
    updated_at: '2026-03-01T04:00:00.000Z',
    executor_name: 'Жумабаев Арман',
    creator_name: 'Сатпаев Ерлан',
    category_name: null,
    actors,
    moves: taskMovesFor(status, actors),
    ...patch,
  };
};

export const taskView = (patch: Partial<TaskView> = {}): TaskView => ({
  ...taskRow(patch),
  files: [],
  bid_number: null,
  renter_name: null,
  room_label: null,
  return_reason: null,
  ...patch,
});

const listOf = (resource: string, rows: unknown[]) =>
  HttpResponse.json(rows, {
    headers: { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  });

/** The pickers' and the list's neighbours: people, categories, saved filters, executors. */
export const serveTaskNeighbours = () =>
  server.use(
    http.get('/api/user/all', () =>
      HttpResponse.json([
        { id: 2, full_name: 'Сатпаев Ерлан', role: 'landlord', employee_id: null, renter_id: null },
        { id: 7, full_name: 'Жумабаев Арман', role: 'employee', employee_id: 3, renter_id: null },
      ]),
    ),
    http.get('/api/tasks/executors', () =>
      HttpResponse.json([
        { id: 7, name: 'Жумабаев Арман', department: null },
        { id: 8, name: 'Ким Ольга', department: null },
      ]),
    ),
    http.get('/api/task-categories', () => listOf('task-categories', [{ id: 1, name: 'Уборка' }])),
    http.get('/api/saved-filters', () => HttpResponse.json([])),
    http.get('/api/bids', () => listOf('bids', [])),
    http.get('/api/renters', () => listOf('renters', [])),
    http.get('/api/rooms', () => listOf('rooms', [])),
  );

export { listOf };
