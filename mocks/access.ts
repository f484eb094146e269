import { HttpResponse, http } from 'msw';
import { fullAccess, newEmployeeAccess } from '../src/domain/access';
import type { EmployeeAccess } from '../src/domain/accessGrants';
import type { CurrentUser } from '../src/domain/user';
import { demoUser } from './handlers';

/** The signed-in owner of «ТРЦ Арай». */
export const landlordUser = {
  ...demoUser,
  id: 2,
  login: 'landlord',
  full_name: 'Ахметов Серик Болатович',
  role: 'landlord',
  renter_id: null,
  room: null,
} as CurrentUser;

/** An employee who may grant access (`employees: main`) but holds `requests: intermediate`. */
export const grantingEmployee = {
  ...landlordUser,
  id: 3,
  login: 'employee',
  full_name: 'Садыкова Динара',
  role: 'employee',
  employee_id: 11,
  access: { ...fullAccess(), requests: 'intermediate' },
  notification_access: false,
} as CurrentUser;

const row = (id: number, full_name: string, patch: Partial<EmployeeAccess>): EmployeeAccess => ({
  id,
  full_name,
  department: 'engineering',
  position: 'Инженер',
  login: `e${id}`,
  access: newEmployeeAccess(),
  notification_access: false,
  ...patch,
});

export const accessRows: EmployeeAccess[] = [
  row(11, 'Садыкова Динара', { department: 'administration', access: fullAccess() }),
  row(12, 'Сейткали Арман', { access: { ...newEmployeeAccess(), requests: 'executor' } }),
  row(13, 'Жумабаева Айгерим', { department: 'finance', position: 'Бухгалтер' }),
];

/** `GET /api/employee/access`: every row, or those whose name holds `q`. */
export const accessGrid = http.get('/api/employee/access', ({ request }) => {
  const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as {
    q?: string;
  };
  const rows = accessRows.filter((r) => !filter.q || r.full_name.includes(filter.q));
  return HttpResponse.json(rows, {
    headers: { 'Content-Range': `access 0-${rows.length - 1}/${rows.length}` },
  });
});
