import { z } from 'zod';
import { requiredString } from './validation';

/** A sign-in login: 3 or more Latin letters, digits, dots, hyphens or underscores. */
export const loginName = () =>
  requiredString(100).regex(/^[a-zA-Z0-9._-]{3,}$/, { error: 'validation.login_format' });

/** Whether to mail the new account its login and temporary password (to the person's e-mail). */
export const sendEmail = () => z.boolean({ error: 'validation.invalid' }).default(false);

/** `POST /api/employee/{id}/account`: a login for an employee who has none yet. */
export const accountInput = z.object({ login: loginName(), send_email: sendEmail() });

/** A login made for a person: the temporary password (shown once) and where it was mailed. */
export interface HandedOver {
  login: string;
  temporary_password: string;
  mailed_to: string | null;
}
