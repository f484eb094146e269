import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidInput } from '../../../../src/domain/requests';
import { idParams } from '../../../../src/domain/validation';
import { bids, objects, rooms } from '../../../db/schema';
import { recordEvent } from '../../../lib/assignedWork/work';
import { forbidden } from '../../../lib/errors';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from '../../../lib/partialUpdate';
import { recordRoute } from '../../../lib/recordRoutes';
import { ownLandlordId, requestPlaceRows } from '../../../lib/scope';
import { currentUser } from '../../../plugins/access';
import { bidReader, oneBid, tags, write } from './detail';
import { bidDiscussionRoutes } from './discussion';
import { bidExportRoutes } from './export';
import { bidListRoutes } from './list';
import { linkBidFiles, prepareBid, searchTextOf } from './prepare';
import { bidDetailRow, bidPlace } from './schemas';
import { type BidRow, canEdit } from './scope';
import { createBid } from './service';
import { BID_WORK } from './work';
import { bidWorkflowRoutes } from './workflow';

/** `/api/bids`: the requests journal, each bid's workflow, comments, history and rating. */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bidExportRoutes);
  app.addHook('preValidation', app.authenticate);
  await app.register(bidListRoutes);
  await app.register(bidWorkflowRoutes);
  await app.register(bidDiscussionRoutes);
  const { find, fullView } = await bidReader(app);

  /** Where the caller may file a request: a renter's own rooms, staff any of the landlord's. */
  app.get(
    '/api/bids/places',
    {
      preValidation: app.requireAccess('bids', 'create'),
      schema: { tags, response: { 200: z.array(bidPlace) } },
    },
    async (request) => {
      const user = currentUser(request);
      return app.db
        .select({
          room_id: rooms.id,
          room_number: rooms.number,
          object_id: objects.id,
          object_name: objects.name,
        })
        .from(rooms)
        .innerJoin(objects, eq(objects.id, rooms.object_id))
        .where(requestPlaceRows(user, { landlord: rooms.landlord_id, id: rooms.id }))
        .orderBy(asc(objects.name), asc(rooms.number));
    },
  );

  recordRoute(app, {
    path: '/api/bids/:id',
    access: app.requireAccess('bids', 'show'),
    tags,
    response: oneBid[200],
    find,
    view: (user, bid) => fullView(user, bid.id),
  });

  app.post(
    '/api/bids',
    {
      preValidation: app.requireAccess('bids', 'create'),
      config: { idempotent: true },
      schema: { tags, body: bidInput, response: { 201: bidDetailRow as z.ZodType } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const id = await app.createOnce(request, async (tx) => {
        const bid = await createBid(tx, user, landlordId, request.body, {
          source: user.role === 'renter' ? 'renter' : 'staff',
        });
        return bid.id;
      });
      return reply.status(201).send(await fullView(user, id));
    },
  );

  app.put(
    '/api/bids/:id',
    {
      preValidation: [
        write('edit'),
        keepAbsentFields(
          bidInput,
          recordById(async (user, id) => fullView(user, (await find(user, id)).id)),
        ),
      ],
      schema: {
        tags,
        description: PARTIAL_UPDATE,
        params: idParams,
        body: bidInput,
        response: oneBid,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      if (!canEdit(user, before)) throw forbidden();
      await app.db.transaction(async (tx) => {
        const { values, files } = await prepareBid(
          tx,
          user,
          before.landlord_id,
          request.body,
          before,
        );
        const [after] = await tx
          .update(bids)
          .set({
            ...values,
            search_text: await searchTextOf(tx, { ...values, number: before.number }),
            updated_at: new Date().toISOString(),
          })
          .where(eq(bids.id, before.id))
          .returning();
        await linkBidFiles(tx, after, request.body.file_ids, files);
        const changed = Object.keys(values).filter(
          (k) =>
            JSON.stringify(before[k as keyof BidRow]) !== JSON.stringify(after[k as keyof BidRow]),
        );
        await recordEvent(tx, BID_WORK, after, {
          user_id: user.id,
          type: 'edited',
          data: { fields: changed },
        });
      });
      return fullView(user, before.id);
    },
  );
};
