import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswer } from '../../../src/domain/dashboard';
import { currentUser } from '../../plugins/access';
import { dashboardOf } from './service';

/** `GET /api/dashboard`: the home page's counts, pending list and charts for every signed-in user. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      preValidation: [app.authenticate, app.requireAccess('dashboard', 'show')],
      schema: {
        tags: ['dashboard'],
        summary: "The home page: today's and this month's counts, pending work, charts",
        response: { 200: dashboardAnswer },
      },
    },
    async (request) =>
      dashboardOf(await app.reportDb(request), currentUser(request), { primary: app.db }),
  );
};
