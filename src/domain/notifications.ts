import { z } from 'zod';
import { referenceId, requiredString } from './validation';

/** The longest message a notification carries. */
export const NOTIFICATION_MESSAGE_MAX = 2000;
/** Files one notification carries, each at most as large as any staff attachment. */
export const NOTIFICATION_MAX_FILES = 10;
export const NOTIFICATION_FILE_MAX_MB = 10;
/** People one notification may pick one by one (`recipients[i]`); more are an audience's job. */
export const NOTIFICATION_MAX_RECIPIENTS = 1000;
/** A push or a preview shows the message up to this many characters. */
export const NOTIFICATION_PREVIEW_MAX = 140;

/**
 * Who a notification goes to: everyone of the organization (staff and renters), its staff
 * (employees and the landlord's own account), its renters, or people picked one by one (`users`).
 * A superadmin writes to landlords' staff: `all` is every organization's landlord and employees,
 * `employees` every organization's employees; renters are not a superadmin's audience.
 */
export const NOTIFICATION_AUDIENCES = ['all', 'employees', 'renters', 'users'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** What a notification is about: a page the inbox links to. */
export const NOTIFICATION_LINK_KINDS = [
  'bid',
  'task',
  'contract',
  'document',
  'calendar',
  'timesheet',
] as const;
export type NotificationLinkKind = (typeof NOTIFICATION_LINK_KINDS)[number];

/** One value or several (a multipart form repeats `recipients[i]`) as a list. */
const listOf = (value: unknown) =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

/** The groups the spec's `recipients[i]` may name instead of people. */
export const RECIPIENT_GROUPS = ['all', 'employees', 'renters'] as const;
type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

/** A group named in `recipients`: one of them, or everyone when it names several. */
const groupOf = (groups: RecipientGroup[]): RecipientGroup | undefined => {
  if (groups.length === 0) return undefined;
  return groups.length === 1 ? groups[0] : 'all';
};

/**
 * The send form's fields (files travel in the same multipart request): a message and either an
 * audience or the people picked. The spec's `recipients[i]` holds either a group (`all`,
 * `employees`, `renters`) or user ids, never both; `audience` says the same as a group. Picked
 * people without an audience means `users`.
 */
export const notificationInput = z
  .object({
    message: requiredString(NOTIFICATION_MESSAGE_MAX, { multiline: true }),
    audience: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(NOTIFICATION_AUDIENCES, { error: 'validation.invalid' }).optional(),
    ),
    recipients: z.preprocess(
      listOf,
      z
        .array(z.union([z.enum(RECIPIENT_GROUPS), referenceId()], { error: 'validation.invalid' }))
        .max(NOTIFICATION_MAX_RECIPIENTS, 'validation.invalid'),
    ),
  })
  .transform((input, ctx) => {
    const groups = [
      ...new Set(input.recipients.filter((r): r is RecipientGroup => typeof r === 'string')),
    ];
    const ids = input.recipients.filter((r): r is number => typeof r === 'number');
    const group = groupOf(groups);
    if (group && (ids.length > 0 || (input.audience && input.audience !== group))) {
      ctx.addIssue({
        code: 'custom',
        path: ['recipients'],
        message: 'validation.recipients_mixed',
      });
      return z.NEVER;
    }
    const audience = input.audience ?? group ?? 'users';
    if (audience === 'users' && ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'validation.required' });
      return z.NEVER;
    }
    return {
      message: input.message,
      audience,
      recipients: audience === 'users' ? [...new Set(ids)] : [],
    };
  });
export type NotificationInput = z.infer<typeof notificationInput>;

/** What the browser's send form holds: the chosen files travel with the message (multipart). */
export const notificationForm = z
  .object({
    message: requiredString(NOTIFICATION_MESSAGE_MAX, { multiline: true }),
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'validation.required' }),
    recipients: z.array(z.number()),
    files: z
      .array(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File))
      .max(NOTIFICATION_MAX_FILES, 'validation.too_many_files')
      .refine(
        (list) => list.every((f) => f.size <= NOTIFICATION_FILE_MAX_MB * 1024 * 1024),
        'app.errors.too_large',
      ),
  })
  .refine((v) => v.audience !== 'users' || v.recipients.length > 0, {
    path: ['recipients'],
    message: 'validation.required',
  });
export type NotificationForm = z.infer<typeof notificationForm>;

/** A notification as the inbox shows it. */
export interface ReceivedNotification {
  id: number;
  kind: string;
  message: string;
  author_id: number | null;
  author_name: string | null;
  created_at: string;
  read_at: string | null;
  link_kind: NotificationLinkKind | null;
  link_id: number | null;
  files: { id: number; name: string; size: number; mime: string; url: string }[];
}

/** A sent notification as the sent list and card show it. */
export interface SentNotification {
  id: number;
  message: string;
  audience: NotificationAudience;
  author_name: string | null;
  created_at: string;
  recipient_count: number;
  read_count: number;
  files_count: number;
  recipients?: { user_id: number; full_name: string; role: string; read_at: string | null }[];
  files?: ReceivedNotification['files'];
}

/** The page a notification's link opens (a calendar reminder: the calendar; a digest: the timesheet). */
export const linkPathOf = (kind: NotificationLinkKind, id: number) =>
  ({
    bid: `/requests-journal/${id}/show`,
    task: `/tasks/${id}/show`,
    contract: `/contracts/${id}/show`,
    document: `/documents/${id}/show`,
    calendar: '/home/calendar',
    timesheet: '/time',
  })[kind];
