import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type {
  EmployeeAccess,
  EmployeeAccessInput,
  employeeAccessBulkInput,
  notificationPermissionsInput,
} from '../../domain/accessGrants';
import { httpJson } from '../http';

/** How many employees a change for several of them changed. */
interface Updated {
  updated: number;
}

/** Employees' access levels and notification access (Settings → access, the employee's card). */
export const accessMethods = {
  /** `GET /api/employee/{id}/access`: an employee's levels and notification access. */
  employeeAccess: (employeeId: Identifier) =>
    httpJson<EmployeeAccess>(`/employee/${employeeId}/access`),
  /** `PUT /api/employee/{id}/access`: one employee's levels; the employee as saved. */
  saveEmployeeAccess: (employeeId: Identifier, data: EmployeeAccessInput) =>
    httpJson<EmployeeAccess>(`/employee/${employeeId}/access`, { method: 'PUT', body: data }),
  /** `PUT /api/employee/access`: one module's level for several employees (all or nothing). */
  setModuleLevel: (data: z.input<typeof employeeAccessBulkInput>) =>
    httpJson<Updated>('/employee/access', { method: 'PUT', body: data }),
  /** `POST /api/employee-notifications/permissions`: notification access for several employees. */
  setNotificationAccess: (data: z.input<typeof notificationPermissionsInput>) =>
    httpJson<Updated>('/employee-notifications/permissions', { method: 'POST', body: data }),
};
