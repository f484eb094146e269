import { RENTER_CATEGORIES } from '../../domain/renters';
import type { FieldErrors } from '../../domain/validation';
import {
  APPLICATION_FORM_FILE_SLOTS,
  type ApplicationFormFileSlot,
  QUESTIONNAIRE_SEGMENTS,
  type questionnaireFormInput,
  STORE_FORMATS,
} from '../../domain/waitingList';

/** Every typed answer of the public questionnaire, held as text (`'true'` for yes and consent). */
export type ValueName = Exclude<keyof typeof questionnaireFormInput.shape, 'object_id'>;
export type QuestionnaireValues = Record<ValueName, string>;

type InputSpec = {
  name: ValueName;
  required?: boolean;
  autoComplete?: string;
};

/** How one question is asked; `select` and `yes_no` label their options from `enums.*`. */
export type QuestionSpec =
  | (InputSpec & { kind: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'bin' | 'consent' })
  | (InputSpec & { kind: 'number'; integer?: boolean })
  | (InputSpec & { kind: 'select'; options: readonly string[]; enumKey: string })
  | (InputSpec & { kind: 'yes_no' })
  | { name: ApplicationFormFileSlot; kind: 'files' };

type Pair = [QuestionSpec, QuestionSpec];
/** A row: one question; two side by side on wide screens; or a from–to range, side by side always. */
type Row = QuestionSpec | Pair | { range: Pair };

export const rowQuestions = (row: Row): QuestionSpec[] =>
  'range' in row ? row.range : Array.isArray(row) ? row : [row];

export const STEP_IDS = ['company', 'brand', 'premises', 'contacts'] as const;
export type StepId = (typeof STEP_IDS)[number];

const [FILES_1, FILES_2] = APPLICATION_FORM_FILE_SLOTS;

/** The spec's questionnaire (§3) in four steps, in the order a person answers it. */
export const STEPS: Record<StepId, readonly Row[]> = {
  company: [
    { name: 'bin_iin', kind: 'bin', required: true },
    { name: 'company_name', kind: 'text', required: true, autoComplete: 'organization' },
    { name: 'legal_address', kind: 'text', autoComplete: 'street-address' },
    { name: 'director_full_name', kind: 'text' },
    { name: 'bank', kind: 'text' },
    [
      { name: 'bik', kind: 'text' },
      { name: 'iik', kind: 'text' },
    ],
  ],
  brand: [
    { name: 'brand_name', kind: 'text', required: true },
    {
      name: 'category',
      kind: 'select',
      options: RENTER_CATEGORIES,
      enumKey: 'renter_category',
      required: true,
    },
    [
      { name: 'brand_country', kind: 'text' },
      {
        name: 'segment',
        kind: 'select',
        options: QUESTIONNAIRE_SEGMENTS,
        enumKey: 'questionnaire_segment',
      },
    ],
    [
      { name: 'years_in_business', kind: 'number', integer: true },
      { name: 'stores_count', kind: 'number', integer: true },
    ],
    { name: 'media_link', kind: 'url' },
    [
      { name: 'average_check', kind: 'number' },
      { name: 'turnover_per_sqm', kind: 'number' },
    ],
  ],
  premises: [
    {
      range: [
        { name: 'area_min', kind: 'number' },
        { name: 'area_max', kind: 'number' },
      ],
    },
    {
      range: [
        { name: 'power_min_kw', kind: 'number' },
        { name: 'power_max_kw', kind: 'number' },
      ],
    },
    { name: 'turnover_tenge', kind: 'number' },
    [
      { name: 'floor', kind: 'text' },
      { name: 'store_format', kind: 'select', options: STORE_FORMATS, enumKey: 'store_format' },
    ],
    [
      { name: 'water_supply', kind: 'yes_no' },
      { name: 'indoor_supply', kind: 'yes_no' },
    ],
  ],
  contacts: [
    { name: 'contact_full_name', kind: 'text', required: true, autoComplete: 'name' },
    { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
    [
      { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
      { name: 'work_phone', kind: 'tel', autoComplete: 'work tel' },
    ],
    { name: 'comment', kind: 'textarea' },
    { name: 'additional_info', kind: 'textarea' },
    { name: 'file_link_1', kind: 'url' },
    { name: 'file_link_2', kind: 'url' },
    { name: FILES_1, kind: 'files' },
    { name: FILES_2, kind: 'files' },
    { name: 'consent', kind: 'consent' },
  ],
};

/** The questions of a step, in the order they are asked. */
export const stepQuestions = (step: StepId): QuestionSpec[] => STEPS[step].flatMap(rowQuestions);

/** A blank questionnaire: every typed question of every step, empty. */
export const emptyValues = (): QuestionnaireValues =>
  Object.fromEntries(
    STEP_IDS.flatMap(stepQuestions)
      .filter((q) => q.kind !== 'files')
      .map((q) => [q.name, '']),
  ) as QuestionnaireValues;

/** The field an error key belongs to: `files_1.0` (the first file) belongs to `files_1`. */
const fieldOf = (key: string) => key.split('.')[0];

/** The errors of one step, in the order its questions are asked. */
export const stepErrors = (errors: FieldErrors, step: StepId): [string, string][] =>
  stepQuestions(step).flatMap(({ name }) => {
    const key = Object.keys(errors).find((k) => fieldOf(k) === name);
    return key ? [[name, errors[key]] as [string, string]] : [];
  });

/** The first step holding one of these errors (a server refusal jumps there), if any does. */
export const firstStepWithErrors = (errors: FieldErrors): StepId | undefined =>
  STEP_IDS.find((step) => stepErrors(errors, step).length > 0);
