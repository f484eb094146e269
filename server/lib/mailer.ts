import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail over SMTP when `SMTP_URL` is set; otherwise kept in the `mail_outbox` table for a day
 * (the scheduler purges it) and, at `LOG_LEVEL=debug`, written to the log, so that password
 * recovery works on a laptop too. Bodies hold links and passwords: never at info level.
 */
export const createMailer = (opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer => {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      const [kept] = await opts.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      opts.log.info(
        { to: mail.to, subject: mail.subject, outbox_id: kept.id },
        'mail kept in outbox',
      );
      opts.log.debug(`mail ${kept.id}:\n${mail.text}`);
    },
  };
};
