import { INBOX_STATUSES, type InboxStatus, inboxStatusKey } from '../../domain/waitingList';

export const inboxStatusChoices = (resource: string) =>
  INBOX_STATUSES.map((id) => ({ id, name: inboxStatusKey(resource, id) }));

/** New ones stand out until someone gets in touch. */
export const INBOX_STATUS_COLORS: Record<InboxStatus, 'info' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'success',
  closed: 'default',
};
