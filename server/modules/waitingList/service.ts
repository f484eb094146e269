import { asc, eq } from 'drizzle-orm';
import type { Questionnaire, QuestionnaireDetail } from '../../../src/domain/questionnaire';
import { RENTER_CATEGORIES } from '../../../src/domain/renters';
import {
  APPLICATION_FORM_FILE_SLOTS,
  QUESTIONNAIRE_STATUSES,
} from '../../../src/domain/waitingList';
import type { Db } from '../../db/client';
import { objects, questionnaireEvents, questionnaires, renters, users } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { type ListSpec, organizationFilter } from '../../lib/list';
import { rowScope } from '../../lib/scope';

/** The access resource, audit entity and attachment entity of questionnaires. */
export const QUESTIONNAIRE_ENTITY = 'application-forms';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/**
 * The landlord's questionnaires; an employee's level decides the rest. They come from the
 * public form with no creator on staff, so the "created" levels see none of them.
 */
export const questionnaireScope = (user: AuthUser, action: 'read' | 'work' = 'read') =>
  rowScope(user, 'waiting_list', { landlord: questionnaires.landlord_id }, action);

/** A questionnaire with its object's and renter's names: one query. */
export const selectQuestionnaires = (db: Db) =>
  db
    .select({ row: questionnaires, object_name: objects.name, renter_name: renters.legal_name })
    .from(questionnaires)
    .leftJoin(objects, eq(objects.id, questionnaires.object_id))
    .leftJoin(renters, eq(renters.id, questionnaires.renter_id));

export type QuestionnaireJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectQuestionnaires>['where']>
>[number];

export type QuestionnaireListItem = Questionnaire & { renter_name: string | null };

export const listView = ({
  row,
  object_name,
  renter_name,
}: QuestionnaireJoinRow): QuestionnaireListItem => ({
  ...(row as Omit<QuestionnaireRow, 'status' | 'category' | 'segment' | 'store_format'> &
    Pick<Questionnaire, 'status' | 'category' | 'segment' | 'store_format'>),
  object_name,
  renter_name,
});

/** The whole questionnaire: both file sets signed for the caller, the history, the renter. */
export const detailView = async (
  db: Db,
  id: number,
  sign: { secret: string; user: AuthUser },
): Promise<QuestionnaireDetail & { renter_name: string | null }> => {
  const [joined] = await selectQuestionnaires(db).where(eq(questionnaires.id, id));
  const [files, history, renter] = await Promise.all([
    filesOf(db, QUESTIONNAIRE_ENTITY, [id], { secret: sign.secret, userId: sign.user.id }),
    db
      .select({
        id: questionnaireEvents.id,
        from_status: questionnaireEvents.from_status,
        to_status: questionnaireEvents.to_status,
        user_id: questionnaireEvents.user_id,
        user_name: users.full_name,
        at: questionnaireEvents.at,
      })
      .from(questionnaireEvents)
      .leftJoin(users, eq(users.id, questionnaireEvents.user_id))
      .where(eq(questionnaireEvents.questionnaire_id, id))
      .orderBy(asc(questionnaireEvents.at), asc(questionnaireEvents.id)),
    joined.row.renter_id
      ? db
          .select({
            id: renters.id,
            legal_name: renters.legal_name,
            outlet_name: renters.outlet_name,
          })
          .from(renters)
          .where(eq(renters.id, joined.row.renter_id))
      : Promise.resolve([]),
  ]);
  const slots = files.get(id) ?? {};
  const [files_1, files_2] = APPLICATION_FORM_FILE_SLOTS.map((slot) => slots[slot] ?? []);
  return {
    ...listView(joined),
    files_1,
    files_2,
    history: history as QuestionnaireDetail['history'],
    renter: renter[0] ?? null,
  };
};

export const questionnaireListSpec: ListSpec = {
  idColumn: questionnaires.id,
  defaultSort: ['created_at', 'DESC'],
  sortable: {
    id: questionnaires.id,
    created_at: questionnaires.created_at,
    updated_at: questionnaires.updated_at,
    status: questionnaires.status,
    company_name: questionnaires.company_name,
    brand_name: questionnaires.brand_name,
    category: questionnaires.category,
    area_min: questionnaires.area_min,
    area_max: questionnaires.area_max,
    object_id: questionnaires.object_id,
    object_name: objects.name,
  },
  filters: {
    ...organizationFilter(questionnaires.landlord_id),
    status: { column: questionnaires.status, type: 'string', values: QUESTIONNAIRE_STATUSES },
    category: { column: questionnaires.category, type: 'string', values: RENTER_CATEGORIES },
    object_id: { column: questionnaires.object_id, type: 'number' },
    renter_id: { column: questionnaires.renter_id, type: 'number' },
    created_at: { column: questionnaires.created_at, type: 'date' },
  },
  search: [
    questionnaires.company_name,
    questionnaires.brand_name,
    questionnaires.bin_iin,
    questionnaires.contact_full_name,
  ],
};
