import { z } from 'zod';
import {
  jsonObject,
  optionalPhone,
  optionalReferenceId,
  optionalString,
  referenceId,
  requiredString,
} from './validation';

/** What a visitor leaves through the QR code. */
export const VISITOR_CATEGORIES = ['complaint', 'suggestion', 'gratitude', 'question'] as const;
export type VisitorCategory = (typeof VISITOR_CATEGORIES)[number];

export const VISITOR_STATUSES = ['new', 'processed', 'rejected'] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

/** `new` → `processed` | `rejected`; a decision is final. */
export const VISITOR_TRANSITIONS: Record<VisitorStatus, readonly VisitorStatus[]> = {
  new: ['processed', 'rejected'],
  processed: [],
  rejected: [],
};

/** One photo per message, an image only. */
export const VISITOR_PHOTO_MAX_MB = 10;
export const VISITOR_TEXT_MAX = 2000;
export const VISITOR_NAME_MAX = 100;

/** A multipart field: an empty string is "not given". */
const optionalId = () => z.preprocess((v) => (v === '' ? null : v), optionalReferenceId());

/** The public QR form's text fields (the photo travels in the same multipart request). */
export const visitorMessageInput = z.object({
  category: z.enum(VISITOR_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'validation.required'
        : 'validation.invalid',
  }),
  text: requiredString(VISITOR_TEXT_MAX, { multiline: true }),
  name: optionalString(VISITOR_NAME_MAX),
  phone: optionalPhone(),
  object_id: optionalId(),
});
export type VisitorMessageInput = z.infer<typeof visitorMessageInput>;

/** Staff decide on a message; a rejection says why. */
export const visitorStatusInput = z
  .object({
    status: z.enum(['processed', 'rejected'], { error: 'validation.invalid' }),
    reply_note: optionalString(1000, { multiline: true }),
  })
  .refine((v) => v.status !== 'rejected' || Boolean(v.reply_note), {
    error: 'validation.reason_required',
    path: ['reply_note'],
  });

/**
 * "Turn into a bid": the type and, when the message names none, the object. `answers` fill the
 * type's own fields; without them only a type with no required fields fits.
 */
export const visitorToBidInput = z.object({
  request_type_id: referenceId(),
  object_id: optionalId(),
  answers: jsonObject().optional(),
});

export interface VisitorFile {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
}

export interface VisitorMessage {
  id: number;
  landlord_id: number;
  object_id: number | null;
  object_name: string | null;
  category: VisitorCategory;
  text: string;
  name: string | null;
  phone: string | null;
  status: VisitorStatus;
  reply_note: string | null;
  bid_id: number | null;
  bid_number: number | null;
  photo: VisitorFile[];
  created_at: string;
  updated_at: string;
}

const namedObject = z.object({ id: z.number(), name: z.string() });

/** What the public QR page shows before the form, beside the landlord's name and logo. */
export const visitorFormPage = z.object({
  object: namedObject.nullable(),
  objects: z.array(namedObject),
  categories: z.array(z.enum(VISITOR_CATEGORIES)).readonly(),
  max_photo_mb: z.number(),
});
export type VisitorFormInfo = z.infer<typeof visitorFormPage> & {
  landlord: { name: string; logo_url: string | null };
};

/** `GET /api/qrcode`: the landlord-wide link and one per object. */
export const visitorLinksSchema = z.object({
  url: z.string(),
  token: z.string(),
  objects: z.array(namedObject.extend({ url: z.string(), token: z.string() })),
});
export type VisitorLinks = z.infer<typeof visitorLinksSchema>;
