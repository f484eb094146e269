import { z } from 'zod';
import { accessChanges } from './accessGrants';
import { loginName, sendEmail } from './accounts';
import { isValidBinIin } from './kz';
import { optionalEmail, optionalPhone, optionalString, requiredString } from './validation';

export const DEPARTMENTS = [
  'administration',
  'operations',
  'engineering',
  'security',
  'finance',
  'leasing',
  'marketing',
  'cleaning',
  'it',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const EMPLOYEE_STATUSES = ['active', 'deleted'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

const time = (fallback: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, { error: 'validation.time' })
    .transform((v) => v.slice(0, 5))
    .default(fallback);

const employeeFields = {
  full_name: requiredString(150),
  iin: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidBinIin(v), { error: 'validation.bin_checksum' }),
  legal_entity_name: optionalString(200),
  department: z.enum(DEPARTMENTS, { error: 'validation.invalid' }).nullish(),
  group: optionalString(100),
  position: optionalString(150),
  phone: optionalPhone(),
  email: optionalEmail(),
  pass_card: optionalString(50),
  work_start: time('09:00'),
  work_end: time('18:00'),
  /** Levels to grant with the write (those allowed to grant only); others keep theirs. */
  access: accessChanges.optional(),
  notification_access: z.boolean({ error: 'validation.invalid' }).optional(),
};

/** A working day starts and ends at different times; an end before the start is a night shift. */
const schedule = <T extends { work_start: string; work_end: string }>(v: T) =>
  v.work_start !== v.work_end;
const scheduleError = { error: 'validation.work_schedule', path: ['work_end'] };

export const employeeUpdateInput = z.object(employeeFields).refine(schedule, scheduleError);

/**
 * Registering an employee may also create its login, with a temporary password (mailed to the
 * employee's e-mail when asked); without one, a login can be given later.
 */
export const employeeCreateInput = z
  .object({
    ...employeeFields,
    login: z.preprocess((v) => (v === '' || v === null ? undefined : v), loginName().optional()),
    send_email: sendEmail(),
  })
  .refine(schedule, scheduleError);

export interface Employee {
  id: number;
  landlord_id: number;
  full_name: string;
  iin: string | null;
  legal_entity_name: string | null;
  department: Department | null;
  group: string | null;
  position: string | null;
  phone: string | null;
  email: string | null;
  status: EmployeeStatus;
  pass_card: string | null;
  work_start: string;
  work_end: string;
  login: string | null;
}

/** `GET /api/employee/general-info`: the organization's employees by department and by status. */
export interface EmployeeSummary {
  by_department: { department: string | null; count: number }[];
  by_status: Record<string, number>;
}
