import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExcelColumn, phoneCell } from '../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../lib/exportRoute';
import {
  listView,
  QUESTIONNAIRE_ENTITY,
  type QuestionnaireListItem,
  questionnaireListSpec,
  questionnaireScope,
  selectQuestionnaires,
} from './service';

type Row = QuestionnaireListItem;

/** Every field of the questionnaire, enums and yes/no in the caller's language. */
const columns = ({ t, at, enumText }: ExportTexts): ExcelColumn<Row>[] => {
  const field = (name: string) => t(`resources.application-forms.fields.${name}`);
  const yesNo = (value: boolean | null) =>
    value === null ? null : t(`enums.yes_no.${value ? 'yes' : 'no'}`);
  const text = (name: keyof Row, width = 20): ExcelColumn<Row> => ({
    header: field(name),
    width,
    value: (r) => r[name] as string | number | null,
  });
  const phone = (name: 'phone' | 'work_phone'): ExcelColumn<Row> => ({
    header: field(name),
    width: 16,
    value: (r) => phoneCell(r[name]),
  });
  return [
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
    phone('work_phone'),
    phone('phone'),
    text('comment', 40),
    text('additional_info', 40),
    text('renter_name', 26),
  ];
};

/** `POST /api/download/excel/application-forms`: the filtered waiting list, every field. */
export const waitingListExportRoutes: FastifyPluginAsyncZod = async (app) => {
  excelExportRoute(app, {
    path: '/api/download/excel/application-forms',
    access: [app.authenticate, app.requireAccess(QUESTIONNAIRE_ENTITY, 'export')],
    spec: questionnaireListSpec,
    scope: (user) => questionnaireScope(user),
    select: (db) => selectQuestionnaires(db),
    order: { id: (r) => r.row.id },
    view: (rows) => rows.map(listView),
    columns,
    sheet: 'resources.application-forms.name',
    file: 'application-forms',
    tags: ['application-forms'],
  });
};
