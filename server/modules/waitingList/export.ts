import { and, desc, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIME_ZONE } from '../../../src/domain/constants';
import { questionnaires } from '../../db/schema';
import { type ExcelColumn, streamExcel } from '../../lib/excel';
import { translate } from '../../lib/i18n';
import { parseListQuery } from '../../lib/list';
import { currentUser } from '../../plugins/access';
import {
  listView,
  QUESTIONNAIRE_ENTITY,
  type QuestionnaireListItem,
  questionnaireListSpec,
  questionnaireScope,
  selectQuestionnaires,
} from './service';

const BATCH = 1000;

/** The body of every export: the list's filter (and the spec's `search`). */
export const exportBody = z
  .object({
    filter: z.record(z.string(), z.unknown()).optional(),
    search: z.string().max(200).optional(),
  })
  .nullish();

/** A sheet's name from a translated plural (`Анкета |||| Анкеты`), ≤ 31 characters. */
export const sheetName = (locale: string, key: string, fallback: string) => {
  const text = translate(locale, key);
  if (text === key) return fallback;
  return (text.split('||||').pop()?.trim() || fallback).slice(0, 31);
};

/** Dates as the user reads them, in Kazakhstan's time. */
export const dateFormatter = (locale: string) => {
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    timeZone: TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (value: string | null) => (value ? when.format(new Date(value)) : null);
};

/** `POST /api/download/excel/application-forms`: the filtered waiting list, every field. */
export const waitingListExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download/excel/application-forms',
    {
      preValidation: [app.authenticate, app.requireAccess(QUESTIONNAIRE_ENTITY, 'export')],
      schema: { tags: ['application-forms'], body: exportBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      const q = parseListQuery(
        {
          filter: JSON.stringify(body.filter ?? {}),
          ...(body.search ? { search: body.search } : {}),
        },
        questionnaireListSpec,
        { unbounded: true },
      );
      const where = and(questionnaireScope(user), ...q.where);
      const locale = user.locale;
      const at = dateFormatter(locale);
      const field = (name: string) =>
        translate(locale, `resources.application-forms.fields.${name}`);
      const enumText = (group: string, value: string | null) =>
        value ? translate(locale, `enums.${group}.${value}`) : null;
      const yesNo = (value: boolean | null) =>
        value === null ? null : translate(locale, `enums.yes_no.${value ? 'yes' : 'no'}`);
      type Row = QuestionnaireListItem;
      const text = (name: keyof Row, width = 20): ExcelColumn<Row> => ({
        header: field(name),
        width,
        value: (r) => r[name] as string | number | null,
      });
      const columns: ExcelColumn<Row>[] = [
        text('id', 8),
        { header: field('created_at'), width: 17, value: (r) => at(r.created_at) },
        {
          header: field('status'),
          width: 14,
          value: (r) => enumText('questionnaire_status', r.status),
        },
        text('object_name', 22),
        text('bin_iin', 15),
        text('company_name', 30),
        text('legal_address', 30),
        text('director_full_name', 26),
        text('bank', 20),
        text('bik', 12),
        text('iik', 24),
        text('brand_name', 22),
        {
          header: field('category'),
          width: 20,
          value: (r) => enumText('renter_category', r.category),
        },
        text('brand_country', 14),
        text('years_in_business', 10),
        {
          header: field('segment'),
          width: 14,
          value: (r) => enumText('questionnaire_segment', r.segment),
        },
        text('stores_count', 10),
        text('media_link', 26),
        text('average_check', 12),
        text('turnover_per_sqm', 12),
        text('area_min', 10),
        text('area_max', 10),
        text('turnover_tenge', 16),
        text('power_min_kw', 10),
        text('power_max_kw', 10),
        text('floor', 10),
        {
          header: field('store_format'),
          width: 18,
          value: (r) => enumText('store_format', r.store_format),
        },
        { header: field('water_supply'), width: 10, value: (r) => yesNo(r.water_supply) },
        { header: field('indoor_supply'), width: 10, value: (r) => yesNo(r.indoor_supply) },
        text('file_link_1', 26),
        text('file_link_2', 26),
        text('contact_full_name', 26),
        text('email', 24),
        text('work_phone', 15),
        text('phone', 15),
        text('comment', 40),
        text('additional_info', 40),
        text('renter_name', 26),
      ];
      let lastId = 2_147_483_647;
      return streamExcel<Row>(reply, {
        fileName: `application-forms-${new Date().toISOString().slice(0, 10)}.xlsx`,
        sheet: sheetName(locale, 'resources.application-forms.name', 'Waiting list'),
        columns,
        next: async () => {
          const rows = await selectQuestionnaires(app.db)
            .where(and(where, lt(questionnaires.id, lastId)))
            .orderBy(desc(questionnaires.id))
            .limit(BATCH);
          if (rows.length === 0) return null;
          lastId = rows[rows.length - 1].row.id;
          return rows.map(listView);
        },
      });
    },
  );
};
