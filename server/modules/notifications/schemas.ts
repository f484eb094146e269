import { z } from 'zod';
import { notifications } from '../../db/schema';
import { fileRow, tableRow } from '../../lib/rowSchema';

/** A sent notification as the sent list shows it: its author, how many read it, its files. */
export const sentRow = tableRow(notifications).extend({
  author_name: z.string().nullable(),
  read_count: z.number(),
  files_count: z.number(),
});

/** A recipient on the sent card: who, their role and when they read it (null: not yet). */
export const recipientRow = z.object({
  user_id: z.number(),
  full_name: z.string(),
  role: z.string(),
  read_at: z.string().nullable(),
});

/** The sent card: the row, every recipient and the files (URLs signed for the caller). */
export const sentCard = sentRow.extend({
  recipients: z.array(recipientRow),
  files: z.array(fileRow),
});

/** A notification in its recipient's inbox. */
export const inboxRow = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  link_kind: z.string().nullable(),
  link_id: z.number().nullable(),
  files: z.array(fileRow),
});

/** How many notifications were marked as read. */
export const readAllAnswer = z.object({ count: z.number() });
