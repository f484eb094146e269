import { z } from 'zod';
import {
  binIin,
  idSchema,
  optionalEmail,
  optionalString,
  phone,
  requiredString,
} from './validation';

/** What a contractor does for a shopping or business centre. */
export const CONTRACTOR_SERVICES = [
  'cleaning',
  'security',
  'electrical',
  'plumbing',
  'hvac',
  'elevators',
  'fire_safety',
  'repair',
  'it',
  'advertising',
  'waste',
  'landscaping',
  'pest_control',
  'other',
] as const;
export type ContractorService = (typeof CONTRACTOR_SERVICES)[number];

export const CONTRACTOR_STATUSES = ['new', 'processed', 'rejected'] as const;
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number];

/** `new` → `processed` | `rejected`; a decision is final. */
export const CONTRACTOR_TRANSITIONS: Record<ContractorStatus, readonly ContractorStatus[]> = {
  new: ['processed', 'rejected'],
  processed: [],
  rejected: [],
};

/** Files a contractor may send with the public form. */
export const CONTRACTOR_FORM_MAX_FILES = 5;
export const CONTRACTOR_FORM_MAX_FILE_MB = 10;

const contractorFields = {
  company_name: requiredString(200),
  bin: binIin(),
  contact_full_name: requiredString(150),
  phone: phone(),
  email: optionalEmail(),
  services: z
    .array(z.enum(CONTRACTOR_SERVICES, { error: 'validation.invalid' }), {
      error: 'validation.required',
    })
    .min(1, 'validation.required')
    .max(CONTRACTOR_SERVICES.length),
  comment: optionalString(2000, { multiline: true }),
};

/** Staff create and edit; files are uploaded first and referenced by id. */
export const contractorInput = z.object({
  ...contractorFields,
  file_ids: z.array(idSchema).max(20).default([]),
});

/** The public form's fields (its files travel in the same multipart request). */
export const contractorFormInput = z.object({
  ...contractorFields,
  consent: z.literal(true, { error: 'validation.consent' }),
});

export const contractorStatusInput = z.object({
  status: z.enum(['processed', 'rejected'], { error: 'validation.invalid' }),
  note: optionalString(1000, { multiline: true }),
});

export interface ContractorFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}

export interface Contractor {
  id: number;
  landlord_id: number;
  company_name: string;
  bin: string;
  contact_full_name: string;
  phone: string;
  email: string | null;
  services: ContractorService[];
  comment: string | null;
  status: ContractorStatus;
  source: 'staff' | 'form';
  status_note: string | null;
  files: ContractorFile[];
  created_at: string;
}
