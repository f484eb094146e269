import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasBidAccess } from '../../../src/domain/access';
import { currentUser } from '../../plugins/access';

/** Request-type calls; the catalogue itself joins this module with the requests journal. */
export const typeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/type-request/check-bid-access',
    { preValidation: app.authenticate, schema: { tags: ['requests'] } },
    async (request) => ({ has_access: hasBidAccess(currentUser(request)) }),
  );
};
