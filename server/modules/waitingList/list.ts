import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionnaires } from '../../db/schema';
import { listRoute } from '../../lib/listRoute';
import { tableRow } from '../../lib/rowSchema';
import {
  listView,
  QUESTIONNAIRE_ENTITY,
  questionnaireListSpec,
  questionnaireScope,
  selectQuestionnaires,
} from './service';

/** A questionnaire with its object's and renter's names. */
export const questionnaireRow = tableRow(questionnaires).extend({
  object_name: z.string().nullable(),
  renter_name: z.string().nullable(),
});

/** `GET /api/application-forms`: the waiting list. */
export const waitingListListRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    path: '/api/application-forms',
    access: app.requireAccess(QUESTIONNAIRE_ENTITY, 'list'),
    spec: questionnaireListSpec,
    scope: (user) => questionnaireScope(user),
    select: () => selectQuestionnaires(app.db),
    count: questionnaires,
    view: (rows) => rows.map(listView),
    row: questionnaireRow,
    tags: ['application-forms'],
  });
};
