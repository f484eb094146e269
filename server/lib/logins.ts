import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../src/domain/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { conflict } from './errors';
import { translate } from './i18n';

/** 409 with the form's field name when a login is taken (logins are unique, any case). */
export const assertLoginFree = async (db: Db, login: string, field: string) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`);
  if (taken) throw conflict({ [field]: 'validation.unique' }, 'Login taken');
};

/** A login just made (`HandedOver`): its temporary password, shown once, and where it was mailed. */
export const handedOver = z.object({
  login: z.string(),
  temporary_password: z.string(),
  mailed_to: z.string().nullable().describe('The address the password was mailed to, if it was'),
});

/**
 * Mails a new login and its temporary password to `to`, in `locale`; the address it went to, or
 * null. The account exists already: a failed send is logged and answered as not mailed, so the
 * person at the screen hands the password over another way.
 */
export const mailTemporaryPassword = async (
  app: FastifyInstance,
  to: string | null | undefined,
  account: { name: string; login: string; password: string; locale: Locale },
): Promise<string | null> => {
  if (!to) return null;
  const { name, login, password, locale } = account;
  try {
    await app.mailer.send({
      to,
      subject: translate(locale, 'mail.welcome_subject'),
      text: translate(locale, 'mail.welcome_body', {
        name,
        login,
        password,
        link: `${app.config.publicUrl}/auth`,
      }),
    });
    return to;
  } catch (error) {
    app.log.warn({ err: error, to }, 'temporary password not mailed');
    return null;
  }
};
