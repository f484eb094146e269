import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  landlordCreateInput,
  landlordSchema,
  landlordUpdateInput,
  trialInput,
} from '../../../src/domain/landlord';
import { idParams } from '../../../src/domain/validation';
import { landlords } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../lib/partialUpdate';
import { currentUser } from '../../plugins/access';
import { landlordListRoutes } from './list';
import { createLandlord, landlordView, setTrial, updateLandlord } from './service';

/** A new organization, with its owner's login and one-time password (shown once). */
const createdLandlord = landlordSchema.extend({
  owner: z.object({ login: z.string(), temporary_password: z.string() }),
});

/** Landlords (organizations): the superadmin's resource and the pattern other resources follow. */
export const landlordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  await app.register(landlordListRoutes);

  const find = async (id: number) => {
    const [row] = await app.db.select().from(landlords).where(eq(landlords.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/api/landlords/:id',
    {
      preValidation: app.requireAccess('landlords', 'show'),
      schema: { tags: ['landlords'], params: idParams, response: { 200: landlordSchema } },
    },
    async (request) => landlordView(app.db, await find(request.params.id)),
  );

  app.post(
    '/api/landlords',
    {
      preValidation: app.requireAccess('landlords', 'create'),
      schema: {
        tags: ['landlords'],
        body: landlordCreateInput,
        response: { 201: createdLandlord },
      },
    },
    async (request, reply) => {
      const created = await createLandlord(
        app.db,
        app.mailer,
        app.config.publicUrl,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/landlords/:id',
    {
      preValidation: [
        app.requireAccess('landlords', 'edit'),
        keepAbsentFields(
          landlordUpdateInput,
          recordById(async (_user, id) => find(id)),
        ),
      ],
      schema: {
        tags: ['landlords'],
        description: PARTIAL_UPDATE,
        params: idParams,
        body: landlordUpdateInput,
        response: { 200: landlordSchema },
      },
    },
    async (request) => {
      const before = await find(request.params.id);
      return updateLandlord(app.db, currentUser(request), before, request.body);
    },
  );

  app.put(
    '/api/landlords/:id/trial',
    {
      preValidation: app.requireAccess('landlords', 'edit'),
      schema: {
        tags: ['landlords'],
        description:
          "Moves the free trial's end: `trial_ends_at` is its last day (Asia/Almaty; an earlier day ends it now, at most three years ahead) or null when the organization no longer runs on a trial. After the end every write of the organization answers 402 TRIAL_ENDED.",
        params: idParams,
        body: trialInput(),
        response: { 200: landlordSchema },
      },
    },
    async (request) => {
      const before = await find(request.params.id);
      return setTrial(app.db, currentUser(request), before, request.body);
    },
  );
};
