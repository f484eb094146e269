import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renterInput } from '../../../src/domain/renters';
import { idParams, optionalReferenceId } from '../../../src/domain/validation';
import {
  MAKE_RENTER_STATUSES,
  QUESTIONNAIRE_TRANSITIONS,
  type QuestionnaireStatus,
  questionnaireStatusInput,
  renterFromQuestionnaire,
} from '../../../src/domain/waitingList';
import type { Db } from '../../db/client';
import { questionnaireEvents, questionnaires, renterRooms, renters } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { conflict, notFound } from '../../lib/errors';
import { parseFields } from '../../lib/publicForm';
import { publicLink, rotatePublicLink } from '../../lib/publicLinks';
import { assertOwnObject, assertOwnRooms, ownLandlordId } from '../../lib/scope';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { refreshOccupancy } from '../renters/routes';
import { waitingListListRoutes } from './list';
import {
  detailView,
  QUESTIONNAIRE_ENTITY,
  type QuestionnaireRow,
  questionnaireScope,
} from './service';

const tags = ['application-forms'];

const objectIdField = optionalReferenceId();

/**
 * `/api/application-forms`: the waiting list. Questionnaires arrive only by the public form;
 * staff move them along (new → in process → waiting | reject; waiting → in process), make a
 * renter of one, and hand out the form's link.
 */
export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  await app.register(waitingListListRoutes);
  const secret = await resolveSecret(app.db, 'file_url_secret');

  const find = async (
    user: AuthUser,
    id: number,
    action: 'read' | 'work' = 'read',
  ): Promise<QuestionnaireRow> => {
    const [row] = await app.db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.id, id), questionnaireScope(user, action)));
    if (!row) throw notFound();
    return row;
  };
  const view = (user: AuthUser, id: number) => detailView(app.db, id, { secret, user });

  /** A link for the whole organization, or for one of its own objects (else 400). */
  const checkObject = async (landlordId: number, objectId: number | null) => {
    if (objectId !== null) await assertOwnObject(app.db, landlordId, objectId);
  };

  app.get(
    '/api/application-forms/link',
    {
      preValidation: app.requireSettings(QUESTIONNAIRE_ENTITY, false),
      schema: { tags, querystring: z.object({ object_id: objectIdField }) },
    },
    async (request) => {
      const landlordId = ownLandlordId(currentUser(request));
      const objectId = request.query.object_id;
      await checkObject(landlordId, objectId);
      return publicLink(app.db, landlordId, 'application_form', objectId);
    },
  );

  app.put(
    '/api/application-forms/link',
    {
      preValidation: app.requireSettings(QUESTIONNAIRE_ENTITY, true),
      schema: { tags, body: z.object({ object_id: objectIdField }).nullish() },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const objectId = request.body?.object_id ?? null;
      await checkObject(landlordId, objectId);
      const link = await rotatePublicLink(app.db, landlordId, 'application_form', objectId);
      await recordAudit(app.db, {
        user,
        landlordId,
        entity: 'application-form-link',
        entityId: objectId ?? landlordId,
        action: 'update',
        before: null,
        after: { rotated: true, object_id: objectId },
      });
      return link;
    },
  );

  app.get(
    '/api/application-forms/:id',
    {
      preValidation: app.requireAccess(QUESTIONNAIRE_ENTITY, 'show'),
      schema: { tags, params: idParams },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await find(user, request.params.id);
      return view(user, row.id);
    },
  );

  app.put(
    '/api/application-forms/:id/status',
    {
      preValidation: app.requireAccess(QUESTIONNAIRE_ENTITY, 'work'),
      schema: { tags, params: idParams, body: questionnaireStatusInput },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id, 'work');
      const { status } = request.body;
      const stale = () => conflict({ status: 'validation.transition' }, 'Status cannot change');
      if (!QUESTIONNAIRE_TRANSITIONS[before.status as QuestionnaireStatus].includes(status)) {
        throw stale();
      }
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [after] = await tx
          .update(questionnaires)
          .set({ status, updated_at: new Date().toISOString() })
          .where(and(eq(questionnaires.id, before.id), eq(questionnaires.status, before.status)))
          .returning();
        if (!after) throw stale();
        await tx.insert(questionnaireEvents).values({
          landlord_id: before.landlord_id,
          questionnaire_id: before.id,
          from_status: before.status,
          to_status: status,
          user_id: user.id,
        });
        await recordAudit(tx, {
          user,
          landlordId: before.landlord_id,
          entity: QUESTIONNAIRE_ENTITY,
          entityId: before.id,
          action: 'update',
          before,
          after,
        });
      });
      return view(user, before.id);
    },
  );

  app.post(
    '/api/application-forms/:id/renter',
    {
      preValidation: [
        app.requireAccess(QUESTIONNAIRE_ENTITY, 'work'),
        app.requireAccess('renters', 'create'),
      ],
      schema: {
        tags,
        params: idParams,
        body: z.record(z.string(), z.unknown()).nullish(),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id, 'work');
      const already = () =>
        conflict({ renter_id: 'validation.already_renter' }, 'A renter was already made');
      if (before.renter_id !== null) throw already();
      if (!MAKE_RENTER_STATUSES.includes(before.status as QuestionnaireStatus)) {
        throw conflict({ status: 'validation.transition' }, 'Status does not allow a renter');
      }
      // The client pre-fills the questionnaire's fields and lets staff edit them.
      const overrides = Object.fromEntries(
        Object.entries(request.body ?? {}).filter(([, v]) => v !== undefined),
      );
      const { room_ids, ...fields } = parseFields(renterInput, {
        ...renterFromQuestionnaire(before),
        ...overrides,
      });
      const roomIds = [...new Set(room_ids)];
      await assertOwnRooms(app.db, before.landlord_id, roomIds);
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [renter] = await tx
          .insert(renters)
          .values({ ...fields, landlord_id: before.landlord_id, created_by: user.id })
          .returning();
        if (roomIds.length) {
          await tx.insert(renterRooms).values(
            roomIds.map((room_id) => ({
              landlord_id: before.landlord_id,
              renter_id: renter.id,
              room_id,
            })),
          );
          await refreshOccupancy(tx, before.landlord_id);
        }
        const [after] = await tx
          .update(questionnaires)
          .set({ renter_id: renter.id, updated_at: new Date().toISOString() })
          .where(and(eq(questionnaires.id, before.id), isNull(questionnaires.renter_id)))
          .returning();
        if (!after) throw already();
        await recordAudit(tx, {
          user,
          landlordId: before.landlord_id,
          entity: 'renters',
          entityId: renter.id,
          action: 'create',
          before: null,
          after: { ...renter, room_ids: roomIds },
        });
        await recordAudit(tx, {
          user,
          landlordId: before.landlord_id,
          entity: QUESTIONNAIRE_ENTITY,
          entityId: before.id,
          action: 'update',
          before,
          after,
        });
      });
      return reply.status(201).send(await view(user, before.id));
    },
  );
};
