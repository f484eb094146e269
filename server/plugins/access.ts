import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Action, canAccess } from '../../src/domain/access';
import type { AuthUser } from '../lib/authUser';
import { forbidden, unauthorized } from '../lib/errors';
import { moduleSettingsOpen } from '../lib/scope';

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation hook: 403 unless the caller's role and level open `action` on `resource`. */
    requireAccess: (resource: string, action: Action) => (request: FastifyRequest) => Promise<void>;
    /** preValidation hook: 403 unless the caller may read (or `change`) a module's settings. */
    requireSettings: (
      resource: string,
      change: boolean,
    ) => (request: FastifyRequest) => Promise<void>;
  }
}

export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'requireAccess',
    (resource: string, action: Action) => async (request: FastifyRequest) => {
      if (!canAccess(currentUser(request), { resource, action })) throw forbidden();
    },
  );
  app.decorate(
    'requireSettings',
    (resource: string, change: boolean) => async (request: FastifyRequest) => {
      if (!moduleSettingsOpen(currentUser(request), resource, change)) throw forbidden();
    },
  );
});
