import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_ERRORS,
  firstLoginInput,
  loginAnswer,
  loginInput,
  refreshPasswordInput,
  restorePasswordInput,
} from '../../../src/domain/auth';
import { PASSWORD_RESET_TTL_MINUTES, TOKEN_TTL_HOURS } from '../../../src/domain/constants';
import { passwordResets, sessions, users } from '../../db/schema';
import { accountActive, loadSessionUser } from '../../lib/authUser';
import { AppError, badRequest } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { noContent } from '../../lib/responses';
import { revokeSessions } from '../../lib/sessions';
import { randomToken, sha256 } from '../../lib/tokens';
import { currentUser } from '../../plugins/access';
import { currentUserView } from '../user/service';
import { claimAttempt, settleSuccess } from './throttle';

const tooMany = (seconds: number) =>
  new AppError(429, AUTH_ERRORS.tooManyAttempts, 'Too many login attempts', undefined, {
    retry_after: seconds,
  });

/** A restore request's answer: the same whether or not the login exists. */
const accepted = z.object({ status: z.literal('accepted') });

/** A hash of a random password, made once, to check unknown logins against. */
let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hashPassword(randomUUID());
  return dummy;
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const login = { tags: ['auth'], body: loginInput, response: { 200: loginAnswer } };
  app.post('/api/auth/login', { schema: login }, async (request) => {
    const { login, password, remember } = request.body;
    const key = login.toLowerCase();
    const { wait } = await claimAttempt(app.db, key, request.ip);
    if (wait > 0) throw tooMany(wait);

    const [row] = await app.db
      .select({ user: users, active: accountActive() })
      .from(users)
      .where(eq(sql`lower(${users.login})`, key));
    // An unknown login costs the same hash as a known one: timing does not tell them apart.
    const matches = await verifyPassword(row?.user.password_hash ?? (await dummyHash()), password);
    if (!row) throw new AppError(401, AUTH_ERRORS.userNotFound, 'User not found');
    if (!matches) throw new AppError(401, AUTH_ERRORS.wrongPassword, 'Wrong password');
    await settleSuccess(app.db, key, request.ip);
    if (!row.active) {
      throw new AppError(403, AUTH_ERRORS.accountBlocked, 'Account blocked');
    }

    const sessionId = randomUUID();
    const hours = remember ? TOKEN_TTL_HOURS.remember : TOKEN_TTL_HOURS.session;
    const expiresAt = new Date(Date.now() + hours * 3600_000);
    await app.db.insert(sessions).values({
      id: sessionId,
      user_id: row.user.id,
      remember,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
      expires_at: expiresAt.toISOString(),
    });
    await app.db
      .update(users)
      .set({ last_login_at: new Date().toISOString() })
      .where(eq(users.id, row.user.id));
    const token = await app.tokens.sign(row.user.id, sessionId, expiresAt);
    const authUser = await loadSessionUser(app.db, sessionId);
    if (!authUser) throw new AppError(403, AUTH_ERRORS.accountBlocked, 'Account blocked');
    return { token, user: await currentUserView(app.db, authUser) };
  });

  app.post(
    '/api/auth/logout',
    {
      preValidation: app.authenticate,
      config: { allowPasswordChange: true },
      schema: { tags: ['auth'], response: { 204: noContent } },
    },
    async (request, reply) => {
      await app.db
        .update(sessions)
        .set({ revoked_at: new Date().toISOString() })
        .where(eq(sessions.id, currentUser(request).session_id));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/restore-password',
    {
      schema: { tags: ['auth'], body: restorePasswordInput, response: { 202: accepted } },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.login})`, request.body.login.toLowerCase()));
      if (user?.email && user.status === 'active') {
        const { token, hash } = randomToken();
        await app.db.insert(passwordResets).values({
          token_hash: hash,
          user_id: user.id,
          expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
        });
        const link = `${app.config.publicUrl}/auth/refresh-password?token=${token}`;
        await app.mailer.send({
          to: user.email,
          subject: translate(user.locale, 'mail.restore_subject'),
          text: translate(user.locale, 'mail.restore_body', { name: user.full_name, link }),
        });
      } else {
        request.log.info('password restore requested for an account without e-mail or unknown');
      }
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/api/auth/refresh-password',
    {
      schema: { tags: ['auth'], body: refreshPasswordInput, response: { 204: noContent } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const now = new Date().toISOString();
      const open = and(
        eq(passwordResets.token_hash, sha256(request.body.token)),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, now),
      );
      const invalid = () =>
        new AppError(400, AUTH_ERRORS.invalidToken, 'Invalid or expired link', {
          token: 'app.auth.reset_link_invalid',
        });
      // The link is looked up before the costly hash, so guessing links costs the server nothing.
      const [known] = await app.db
        .select({ token: passwordResets.token_hash })
        .from(passwordResets)
        .where(open);
      if (!known) throw invalid();
      const passwordHash = await hashPassword(request.body.password);
      const done = await app.db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ used_at: now })
          .where(open)
          .returning();
        if (!reset) return false;
        await tx
          .update(users)
          .set({ password_hash: passwordHash, must_change_password: false, updated_at: now })
          .where(eq(users.id, reset.user_id));
        await revokeSessions(tx, reset.user_id);
        return true;
      });
      if (!done) throw invalid();
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/first-login',
    {
      preValidation: app.authenticate,
      config: { allowPasswordChange: true },
      schema: { tags: ['auth'], body: firstLoginInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      if (!row.must_change_password) {
        throw new AppError(409, 'CONFLICT', 'Password already set');
      }
      if (await verifyPassword(row.password_hash, request.body.password)) {
        throw badRequest({ password: 'validation.password_same' });
      }
      const now = new Date().toISOString();
      await app.db
        .update(users)
        .set({
          password_hash: await hashPassword(request.body.password),
          must_change_password: false,
          updated_at: now,
        })
        .where(eq(users.id, user.id));
      await revokeSessions(app.db, user.id, user.session_id);
      return reply.status(204).send();
    },
  );
};
