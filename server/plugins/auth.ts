import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_ERRORS } from '../../src/domain/auth';
import { type AuthUser, loadSessionUser } from '../lib/authUser';
import { AppError, unauthorized } from '../lib/errors';
import { resolveSecret } from '../lib/secrets';
import { SessionCache } from '../lib/sessionCache';
import { createTokenService, type TokenService } from '../lib/tokens';
import { assertTrialWrite } from '../lib/trial';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preValidation hook: a valid session is required; sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user who still has to replace a temporary password. */
    allowPasswordChange?: boolean;
    /** A person's own setting, open after the organization's trial ends (see `lib/trial.ts`). */
    trialOpen?: boolean;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
};

/**
 * Resolves `Authorization: Bearer <jwt>` to a live session row and its user, kept in memory
 * until the database says sessions, accounts or grants changed.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await resolveSecret(app.db, 'jwt_secret', app.config.jwtSecret);
  app.decorate('tokens', createTokenService(secret));
  app.decorateRequest('user', null);
  const sessions = new SessionCache();
  const stopListening = app.database.notices.on('auth_changed', () => sessions.clear());
  app.addHook('onClose', async () => stopListening());

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await app.tokens.verify(token);
    if (!claims) throw unauthorized('Invalid or expired token');
    const user = await sessions.read(claims.jti, () => loadSessionUser(app.db, claims.jti));
    if (!user || String(user.id) !== claims.sub) throw unauthorized('Session revoked or expired');
    request.user = user;
    if (user.must_change_password && !request.routeOptions.config.allowPasswordChange) {
      throw new AppError(403, AUTH_ERRORS.passwordChangeRequired, 'Password change required');
    }
    assertTrialWrite(request, user);
  });
});
