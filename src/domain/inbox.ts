import { z } from 'zod';
import { email, optionalPhone, optionalString, requiredString } from './validation';

/** Demo and support requests from the landing page: `new` → `contacted` → `closed`. */
export const INBOX_STATUSES = ['new', 'contacted', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Each inbox names its statuses in its own words (`enums.*`): a request is «новая», a message «новое». */
export const INBOX_STATUS_ENUM: Record<string, string> = {
  'demo-requests': 'inbox_status',
  'support-messages': 'support_message_status',
};
export const inboxStatusKey = (resource: string, status: InboxStatus) =>
  `enums.${INBOX_STATUS_ENUM[resource] ?? 'inbox_status'}.${status}`;

export const INBOX_TRANSITIONS: Record<InboxStatus, readonly InboxStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};

export const inboxStatusInput = z.object({
  status: z.enum(INBOX_STATUSES, { error: 'validation.invalid' }),
});

/** "Order a demo": name or company, email; a phone if given must be Kazakh. */
export const demoRequestInput = z.object({
  name: requiredString(200),
  email: email(),
  phone: optionalPhone(),
  page: optionalString(200),
});
export type DemoRequestInput = z.infer<typeof demoRequestInput>;

export const SUPPORT_MESSAGE_MAX = 2000;

/** The support page's form. */
export const supportMessageInput = z.object({
  name: requiredString(150),
  phone: optionalPhone(),
  message: requiredString(SUPPORT_MESSAGE_MAX, { multiline: true }),
});
export type SupportMessageInput = z.infer<typeof supportMessageInput>;

export interface DemoRequest {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  page: string | null;
  status: InboxStatus;
  created_at: string;
  updated_at: string;
}

export interface SupportMessage {
  id: number;
  name: string;
  phone: string | null;
  message: string;
  status: InboxStatus;
  created_at: string;
  updated_at: string;
}
