import { z } from 'zod';
import { RENTER_CATEGORIES } from '../../../src/domain/renters';
import { fileRow } from '../../lib/rowSchema';
import { questionnaireRow } from './list';

/** A questionnaire with its files per slot, its status history and the renter made of it. */
export const questionnaireDetailRow = questionnaireRow.extend({
  files_1: z.array(fileRow),
  files_2: z.array(fileRow),
  history: z.array(
    z.object({
      id: z.number(),
      from_status: z.string().nullable(),
      to_status: z.string(),
      user_id: z.number().nullable(),
      user_name: z.string().nullable(),
      at: z.string(),
    }),
  ),
  renter: z
    .object({ id: z.number(), legal_name: z.string(), outlet_name: z.string().nullable() })
    .nullable(),
});

const namedObject = z.object({ id: z.number(), name: z.string() });

/** What the public application form shows beside the landlord's name and logo. */
export const applicationFormPage = z.object({
  object: namedObject.nullable(),
  objects: z.array(namedObject),
  categories: z.array(z.enum(RENTER_CATEGORIES)).readonly(),
  max_files: z.number(),
  max_file_mb: z.number(),
});

/** `GET /api/public/shopping-centers`: a public centre with its questionnaire's page. */
export const shoppingCenterRow = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  logo_url: z.string().nullable(),
  survey_url: z.string(),
});
