import type { RenterCategory } from './renters';
import type { QuestionnaireSegment, QuestionnaireStatus, StoreFormat } from './waitingList';

/** A questionnaire as the API shows it: the staff card, the public form page, the centres list. */

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
