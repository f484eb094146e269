import { z } from 'zod';
import { employeeRow } from './list';

/** `GET /api/employee/all`: an active employee to pick. */
export const employeePick = z.object({
  id: z.number(),
  full_name: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
});

/** `GET /api/employee/general-info`: active employees per department, all per status. */
export const employeeGeneralInfo = z.object({
  by_department: z.array(z.object({ department: z.string().nullable(), count: z.number() })),
  by_status: z.record(z.string(), z.number()),
});

/**
 * A new employee; registered with a login, the login's temporary password (shown once) and where
 * it was mailed.
 */
export const createdEmployee = employeeRow.extend({
  temporary_password: z.string().nullable(),
  mailed_to: z.string().nullable(),
});

/** How many employees a bulk grant changed. */
export const updatedCount = z.object({ updated: z.number() });

/** Staff act only on employees who hold no more than they do; the owner is not limited. */
export const HOLDS_MORE =
  '403 `FORBIDDEN` with `reason: app.access.errors.holds_more` when an employee acts on a colleague who holds a level (or notification access) beyond its own in any module.';
