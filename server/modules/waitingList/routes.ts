import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renterFromQuestionnaire } from '../../../src/domain/questionnaire';
import { renterInput } from '../../../src/domain/renters';
import { idParams } from '../../../src/domain/validation';
import {
  MAKE_RENTER_STATUSES,
  QUESTIONNAIRE_TRANSITIONS,
  type QuestionnaireStatus,
  questionnaireStatusInput,
} from '../../../src/domain/waitingList';
import { questionnaireEvents, questionnaires } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { conflict, notFound } from '../../lib/errors';
import { parseFields } from '../../lib/publicForm';
import { publicLinkRoutes } from '../../lib/publicLinkRoutes';
import { recordRoute, statusRoute } from '../../lib/recordRoutes';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { createRenter } from '../renters/service';
import { waitingListListRoutes } from './list';
import { questionnaireDetailRow } from './schemas';
import {
  detailView,
  QUESTIONNAIRE_ENTITY,
  type QuestionnaireRow,
  questionnaireScope,
} from './service';

const tags = ['application-forms'];

/** `/api/application-forms/link`: the form's link for the organization or one of its objects. */
export const applicationFormLinkRoutes = publicLinkRoutes('application_form', {
  path: '/api/application-forms/link',
  resource: QUESTIONNAIRE_ENTITY,
  auditEntity: 'application-form-link',
  tags,
  perObject: true,
});

/**
 * `/api/application-forms`: the waiting list. Questionnaires arrive only by the public form;
 * staff move them along (new → in process → waiting | reject; waiting → in process) and make a
 * renter of one. The form's link has its own routes, above.
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

  recordRoute(app, {
    path: '/api/application-forms/:id',
    access: app.requireAccess(QUESTIONNAIRE_ENTITY, 'show'),
    tags,
    response: questionnaireDetailRow,
    find,
    view: (user, row) => view(user, row.id),
  });

  statusRoute(app, {
    path: '/api/application-forms/:id/status',
    access: app.requireAccess(QUESTIONNAIRE_ENTITY, 'work'),
    tags,
    body: questionnaireStatusInput,
    response: questionnaireDetailRow,
    find: (user, id) => find(user, id, 'work'),
    move: (before, _body, user) => ({
      table: questionnaires,
      allowed: QUESTIONNAIRE_TRANSITIONS,
      history: (tx, after) =>
        tx.insert(questionnaireEvents).values({
          landlord_id: before.landlord_id,
          questionnaire_id: before.id,
          from_status: before.status,
          to_status: after.status,
          user_id: user.id,
        }),
      audit: { user, entity: QUESTIONNAIRE_ENTITY, landlordId: before.landlord_id },
    }),
    view: (user, after) => view(user, after.id),
  });

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
        response: { 201: questionnaireDetailRow as z.ZodType },
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
      const input = parseFields(renterInput, { ...renterFromQuestionnaire(before), ...overrides });
      await app.db.transaction(async (tx) => {
        const renter = await createRenter(tx, user, before.landlord_id, input);
        const [after] = await tx
          .update(questionnaires)
          .set({ renter_id: renter.id, updated_at: new Date().toISOString() })
          .where(and(eq(questionnaires.id, before.id), isNull(questionnaires.renter_id)))
          .returning();
        if (!after) throw already();
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
