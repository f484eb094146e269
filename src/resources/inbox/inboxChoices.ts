import { INBOX_STATUSES, type InboxStatus } from '../../domain/waitingList';

export const inboxStatusChoices = INBOX_STATUSES.map((id) => ({
  id,
  name: `enums.inbox_status.${id}`,
}));

/** New ones stand out until someone gets in touch. */
export const INBOX_STATUS_COLORS: Record<InboxStatus, 'info' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'success',
  closed: 'default',
};
