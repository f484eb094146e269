import type { Employee } from '../../src/domain/employees';

/** An employee card of the demo organization as the API answers it, with `patch` on top. */
export const employeeRecord = (patch: Partial<Employee> & Pick<Employee, 'id'>): Employee => ({
  landlord_id: 1,
  full_name: 'Сейткали Ерлан',
  iin: null,
  legal_entity_name: null,
  department: null,
  group: null,
  position: null,
  phone: null,
  email: null,
  status: 'active',
  pass_card: null,
  work_start: '09:00',
  work_end: '18:00',
  login: null,
  ...patch,
});
