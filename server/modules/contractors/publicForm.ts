import { z } from 'zod';
import {
  CONTRACTOR_FORM_MAX_FILE_MB,
  CONTRACTOR_FORM_MAX_FILES,
  contractorFormInput,
} from '../../../src/domain/contractors';
import { contractors } from '../../db/schema';
import { publicFormRoute } from '../../lib/publicFormRoute';
import { CONTRACTOR_ENTITY } from './entity';

/** `GET|POST /api/public/contractor-form/{token}`: the landlord's form for service companies. */
export const contractorFormRoutes = publicFormRoute({
  kind: 'contractor_form',
  path: 'contractor-form',
  entity: CONTRACTOR_ENTITY,
  schema: contractorFormInput,
  files: {
    slots: { files: 'files' },
    maxFiles: CONTRACTOR_FORM_MAX_FILES,
    maxFileMb: CONTRACTOR_FORM_MAX_FILE_MB,
  },
  infoSchema: z.object({ max_files: z.number(), max_file_mb: z.number() }),
  info: async () => ({
    max_files: CONTRACTOR_FORM_MAX_FILES,
    max_file_mb: CONTRACTOR_FORM_MAX_FILE_MB,
  }),
  fields: ({ services, ...fields }) => ({
    ...fields,
    services: services === undefined ? [] : Array.isArray(services) ? services : [services],
    consent: fields.consent === 'true',
  }),
  values: (_db, { consent: _consent, ...values }, link) => ({
    ...values,
    landlord_id: link.landlord_id,
    status: 'new',
    source: 'form',
  }),
  insert: async (tx, values) => (await tx.insert(contractors).values(values).returning())[0],
  answer: (row) => ({ id: row.id, status: row.status }),
  answerSchema: z.object({ id: z.number(), status: z.string() }),
});
