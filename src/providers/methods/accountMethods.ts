import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { accountInput, HandedOver } from '../../domain/accounts';
import type { EmployeeSummary } from '../../domain/employees';
import type { renterAccessInput } from '../../domain/renters';
import { httpJson } from '../http';

/** Calls about people's logins (give a login, temporary passwords) and the staff's figures. */
export const accountMethods = {
  /** `POST /api/renters/{id}/access`: a renter's login with a temporary password. */
  giveAccess: (renterId: Identifier, data: z.input<typeof renterAccessInput>) =>
    httpJson<HandedOver>(`/renters/${renterId}/access`, { method: 'POST', body: data }),
  /** `POST /api/employee/{id}/account`: a login for an employee who has none. */
  giveEmployeeLogin: (employeeId: Identifier, data: z.input<typeof accountInput>) =>
    httpJson<HandedOver>(`/employee/${employeeId}/account`, { method: 'POST', body: data }),
  /** `GET /api/employee/general-info`: the employees by department and by status. */
  employeeSummary: () => httpJson<EmployeeSummary>('/employee/general-info'),
};
