import { z } from 'zod';
import { bidComments } from '../../../db/schema';
import { fileRow, tableRow } from '../../../lib/rowSchema';
import { bidListRow } from './list';

/** One bid as its page shows it: the journal row, its files and what the caller may do. */
export const bidDetailRow = bidListRow.extend({
  files: z.array(fileRow),
  file_ids: z.array(z.number()),
  answer_files: z.record(z.string(), z.array(fileRow)).describe('Files per answer slot'),
  actions: z.object({
    work: z.boolean(),
    assign: z.boolean(),
    transitions: z.array(z.enum(['in_progress', 'done', 'rejected', 'cancelled'])),
    rate: z.boolean(),
    edit: z.boolean(),
  }),
});

/** `GET /api/bids/places`: a room the caller may file a request for, with its object. */
export const bidPlace = z.object({
  room_id: z.number(),
  room_number: z.string(),
  object_id: z.number(),
  object_name: z.string(),
});

/** A comment in the thread, with its author's name. */
export const bidCommentRow = z.object({
  id: z.number(),
  text: z.string(),
  internal: z.boolean(),
  created_at: z.string(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
});

/** A comment just written: the stored row with its author's name. */
export const createdBidComment = tableRow(bidComments).extend({ author_name: z.string() });

/** How many bids a bulk assignment changed. */
export const assignedCount = z.object({ updated: z.number() });
