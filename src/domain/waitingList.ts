import { z } from 'zod';
import {
  isBlank,
  optionalBik,
  optionalBoolean,
  optionalEnum,
  optionalId,
  optionalIik,
  optionalNumber,
  optionalUrl,
} from './formFields';
import { RENTER_CATEGORIES } from './renters';
import { binIin, email, optionalPhone, optionalString, phone, requiredString } from './validation';

/**
 * The waiting list: questionnaires of prospective tenants, their statuses and the public
 * application form. Messages are i18n keys (`validation.*`).
 */

export const QUESTIONNAIRE_STATUSES = ['new', 'in_process', 'waiting', 'reject'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** `new` → `in_process` → `waiting` | `reject`; `waiting` → `in_process`. */
export const QUESTIONNAIRE_TRANSITIONS: Record<
  QuestionnaireStatus,
  readonly QuestionnaireStatus[]
> = {
  new: ['in_process'],
  in_process: ['waiting', 'reject'],
  waiting: ['in_process'],
  reject: [],
};

/** "Make renter" is open from these statuses; the questionnaire keeps its status. */
export const MAKE_RENTER_STATUSES: readonly QuestionnaireStatus[] = ['in_process', 'waiting'];

/** The brand's price segment. */
export const QUESTIONNAIRE_SEGMENTS = [
  'economy',
  'middle',
  'middle_plus',
  'premium',
  'luxury',
] as const;
export type QuestionnaireSegment = (typeof QUESTIONNAIRE_SEGMENTS)[number];

/** The kind of premises the brand trades from. */
export const STORE_FORMATS = [
  'island',
  'corner',
  'boutique',
  'store',
  'anchor',
  'food_court',
  'cafe',
  'entertainment',
  'service',
  'office',
  'other',
] as const;
export type StoreFormat = (typeof STORE_FORMATS)[number];

/** Files per set (`files_1`, `files_2`) of the public application form. */
export const APPLICATION_FORM_MAX_FILES = 5;
export const APPLICATION_FORM_MAX_FILE_MB = 10;
export const APPLICATION_FORM_FILE_SLOTS = ['files_1', 'files_2'] as const;
export type ApplicationFormFileSlot = (typeof APPLICATION_FORM_FILE_SLOTS)[number];

const TEXT_MAX = 2000;

const questionnaireFields = {
  // Company
  bin_iin: binIin(),
  company_name: requiredString(200),
  legal_address: optionalString(300),
  director_full_name: optionalString(150),
  bank: optionalString(150),
  bik: optionalBik(),
  iik: optionalIik(),
  // Brand
  brand_name: requiredString(200),
  category: z.enum(RENTER_CATEGORIES, {
    error: (issue) => (isBlank(issue.input) ? 'validation.required' : 'validation.invalid'),
  }),
  brand_country: optionalString(100),
  years_in_business: optionalNumber(300, { integer: true }),
  segment: optionalEnum(QUESTIONNAIRE_SEGMENTS),
  stores_count: optionalNumber(100_000, { integer: true }),
  media_link: optionalUrl(),
  average_check: optionalNumber(999_999_999),
  turnover_per_sqm: optionalNumber(999_999_999),
  // Requirements for premises
  area_min: optionalNumber(999_999),
  area_max: optionalNumber(999_999),
  turnover_tenge: optionalNumber(999_999_999_999),
  power_min_kw: optionalNumber(99_999),
  power_max_kw: optionalNumber(99_999),
  floor: optionalString(50),
  store_format: optionalEnum(STORE_FORMATS),
  water_supply: optionalBoolean(),
  indoor_supply: optionalBoolean(),
  file_link_1: optionalUrl(),
  file_link_2: optionalUrl(),
  // Contacts
  contact_full_name: requiredString(150),
  email: email(),
  work_phone: optionalPhone(),
  phone: phone(),
  comment: optionalString(TEXT_MAX, { multiline: true }),
  additional_info: optionalString(TEXT_MAX, { multiline: true }),
  object_id: optionalId(),
};

type Range = { min: 'area_min' | 'power_min_kw'; max: 'area_max' | 'power_max_kw' };
const RANGES: Range[] = [
  { min: 'area_min', max: 'area_max' },
  { min: 'power_min_kw', max: 'power_max_kw' },
];

/** min ≤ max for area and power, reported on the max field, also beside other fields' errors. */
const withRanges = <T extends z.ZodObject>(schema: T): T => {
  let checked = schema;
  for (const { min, max } of RANGES) {
    const pair = z.object({ [min]: questionnaireFields[min], [max]: questionnaireFields[max] });
    checked = checked.refine(
      (v) => {
        const values = v as Record<string, number | null>;
        return values[min] === null || values[max] === null || values[min] <= values[max];
      },
      {
        error: 'validation.min_max',
        path: [max],
        when: (payload) => pair.safeParse(payload.value).success,
      },
    );
  }
  return checked;
};

/** Every field of the questionnaire (spec §3); files travel beside it. */
export const questionnaireInput = withRanges(z.object(questionnaireFields));
export type QuestionnaireInput = z.infer<typeof questionnaireInput>;

/** The public form's fields: the questionnaire and consent to the processing of personal data. */
export const questionnaireFormInput = withRanges(
  z.object({
    ...questionnaireFields,
    // A checkbox: `true`, or `'true'` from a multipart form.
    consent: z.preprocess(
      (v) => v === true || v === 'true',
      z.literal(true, { error: 'validation.consent' }),
    ),
  }),
);

export const questionnaireStatusInput = z.object({
  status: z.enum(QUESTIONNAIRE_STATUSES, { error: 'validation.invalid' }),
});
