import { useResourceContext, useTranslate } from 'react-admin';
import { TransitionButtons } from '../../admin/common/TransitionButtons';
import { INBOX_TRANSITIONS, type InboxStatus, inboxStatusKey } from '../../domain/inbox';

/** The row's next steps (new → contacted | closed, contacted → closed), right in the list. */
export const InboxMoves = (_props: { label?: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <TransitionButtons<InboxStatus>
      resource={resource}
      transitions={INBOX_TRANSITIONS}
      size="small"
      row
      look={(to) => ({
        label: `app.inbox.action.${to}`,
        variant: to === 'contacted' ? 'contained' : 'outlined',
      })}
      done={(status) => ({
        message: 'app.inbox.status_changed',
        args: { status: translate(inboxStatusKey(resource, status)) },
      })}
    />
  );
};
