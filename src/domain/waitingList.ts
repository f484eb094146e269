import { z } from 'zod';
import { isValidKzIban } from './kz';
import { RENTER_CATEGORIES, type RenterCategory } from './renters';
import {
  binIin,
  email,
  hasControlChars,
  optionalPhone,
  optionalReferenceId,
  optionalString,
  phone,
  requiredString,
} from './validation';

/**
 * The waiting list (questionnaires of prospective tenants) and the landing's two inboxes (demo
 * requests, support messages). Messages are i18n keys (`validation.*`).
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

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** A number a form may send as a string (`1 500,5`); empty is "not given". */
const optionalNumber = (max: number, opts: { integer?: boolean } = {}) => {
  let number = z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.number' })
    .max(max, { error: 'validation.too_large' });
  if (opts.integer) number = number.refine(Number.isInteger, { error: 'validation.integer' });
  return z.preprocess(
    (v) =>
      isBlank(v)
        ? null
        : typeof v === 'string'
          ? Number(v.replace(/\s/g, '').replace(',', '.'))
          : v,
    number.nullable(),
  );
};

/** `'true'`/`'false'` from a form, or a boolean; empty is "not given". */
const optionalBoolean = () =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'validation.invalid' }).nullable(),
  );

const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(500, { error: 'validation.too_long' })
    .refine((v) => !hasControlChars(v), { error: 'validation.control_chars' })
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.url({ protocol: /^https?$/, error: 'validation.url' }).nullable());

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z.enum(values, { error: 'validation.invalid' }).nullable(),
  );

/** A multipart id: an empty string is "not given". */
const optionalId = () => z.preprocess((v) => (isBlank(v) ? null : v), optionalReferenceId());

/** BIK (bank identifier, SWIFT-like: 8 or 11 letters and digits), upper-cased. */
const optionalBik = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, { error: 'validation.invalid' })
        .nullable(),
    );

const optionalIik = () =>
  z
    .string()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().refine(isValidKzIban, { error: 'validation.invalid' }).nullable());

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

export interface QuestionnaireFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}

export interface Questionnaire {
  id: number;
  landlord_id: number;
  object_id: number | null;
  object_name: string | null;
  bin_iin: string;
  company_name: string;
  legal_address: string | null;
  director_full_name: string | null;
  bank: string | null;
  bik: string | null;
  iik: string | null;
  brand_name: string;
  category: RenterCategory;
  brand_country: string | null;
  years_in_business: number | null;
  segment: QuestionnaireSegment | null;
  stores_count: number | null;
  media_link: string | null;
  average_check: number | null;
  turnover_per_sqm: number | null;
  area_min: number | null;
  area_max: number | null;
  turnover_tenge: number | null;
  power_min_kw: number | null;
  power_max_kw: number | null;
  floor: string | null;
  store_format: StoreFormat | null;
  water_supply: boolean | null;
  indoor_supply: boolean | null;
  file_link_1: string | null;
  file_link_2: string | null;
  contact_full_name: string;
  email: string;
  work_phone: string | null;
  phone: string;
  comment: string | null;
  additional_info: string | null;
  status: QuestionnaireStatus;
  renter_id: number | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/application-forms/{id}`: the whole questionnaire with files, history and renter. */
export interface QuestionnaireDetail extends Questionnaire {
  files_1: QuestionnaireFile[];
  files_2: QuestionnaireFile[];
  history: {
    id: number;
    from_status: QuestionnaireStatus | null;
    to_status: QuestionnaireStatus;
    user_id: number | null;
    user_name: string | null;
    at: string;
  }[];
  renter: { id: number; legal_name: string; outlet_name: string | null } | null;
}

/** What the public application form shows before the questions. */
export interface ApplicationFormInfo {
  landlord: { name: string; logo_url: string | null };
  object: { id: number; name: string } | null;
  /** The landlord's centres to choose from when the link is landlord-wide; empty otherwise. */
  objects: { id: number; name: string }[];
  categories: readonly RenterCategory[];
  max_files: number;
  max_file_mb: number;
}

/** `GET /api/public/shopping-centers`. */
export interface ShoppingCenter {
  id: number;
  name: string;
  city: string;
  address: string;
  logo_url: string | null;
  survey_url: string;
}

/** The renter fields "make renter" fills from a questionnaire before staff edit them. */
export const renterFromQuestionnaire = (
  q: Pick<
    Questionnaire,
    | 'company_name'
    | 'bin_iin'
    | 'legal_address'
    | 'brand_name'
    | 'contact_full_name'
    | 'phone'
    | 'email'
  > & { category: string },
) => ({
  legal_name: q.company_name,
  bin_iin: q.bin_iin,
  legal_address: q.legal_address,
  outlet_name: q.brand_name,
  category: q.category,
  contact_full_name: q.contact_full_name,
  phone: q.phone,
  email: q.email,
});
