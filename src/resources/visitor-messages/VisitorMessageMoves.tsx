import { useTranslate } from 'react-admin';
import { TransitionButtons } from '../../admin/common/TransitionButtons';
import { VISITOR_TRANSITIONS, type VisitorStatus } from '../../domain/visitors';

/** The decision's words: "process" or "reject". */
const actionOf = (to: VisitorStatus) => (to === 'rejected' ? 'reject' : 'process');

/** "Processed" or "Reject" for a new message, each with a reply note (required to reject). */
export const VisitorMessageMoves = () => {
  const translate = useTranslate();
  return (
    <TransitionButtons<VisitorStatus>
      resource="visitor-messages"
      transitions={VISITOR_TRANSITIONS}
      look={(to) => ({
        label: `resources.visitor-messages.action.${actionOf(to)}`,
        variant: 'outlined',
        color: to === 'rejected' ? 'error' : 'primary',
        ask: {
          title: translate(`resources.visitor-messages.action.${actionOf(to)}`),
          note: {
            field: 'reply_note',
            label: 'resources.visitor-messages.fields.reply_note',
            required: to === 'rejected',
          },
        },
      })}
      done={(status) => ({ message: `enums.visitor_status.${status}` })}
    />
  );
};
