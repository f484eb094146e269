import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Action, canAccess } from '../../src/domain/access';
import type { AuthUser } from '../lib/authUser';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preValidation hook: 403 unless the caller's role and level open `action` on `resource`. */
    requireAccess: (resource: string, action: Action) => (request: FastifyRequest) => Promise<void>;
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
});
