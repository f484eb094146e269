import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationInboxRoutes } from './inbox';
import { sentRoutes } from './sent';

/** Notifications: what staff send (`/api/employee-notifications`) and everyone's inbox. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  await app.register(sentRoutes);
  await app.register(notificationInboxRoutes);
};
