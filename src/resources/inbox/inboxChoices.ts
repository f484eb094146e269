import { enumChoices } from '../../admin/common/enumChoices';
import { INBOX_STATUS_ENUM, INBOX_STATUSES, type InboxStatus } from '../../domain/inbox';

/** The `enums.*` catalogue naming this inbox's statuses. */
export const inboxEnumOf = (resource: string) => INBOX_STATUS_ENUM[resource] ?? 'inbox_status';

export const inboxStatusChoices = (resource: string) =>
  enumChoices(inboxEnumOf(resource), INBOX_STATUSES);

/** New ones stand out until someone gets in touch. */
export const INBOX_STATUS_COLORS: Record<InboxStatus, 'info' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'success',
  closed: 'default',
};
