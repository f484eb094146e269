import { Stack } from '@mui/material';
import { EditButton, useDataProvider, useTranslate } from 'react-admin';
import { AssigneeSelect } from '../../admin/assignedWork/AssigneeSelect';
import { TransitionButtons } from '../../admin/common/TransitionButtons';
import { useAction } from '../../admin/common/useAction';
import type { BidStatus } from '../../domain/requests';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { BidView } from './bidView';

const LABELS: Record<string, string> = {
  in_progress: 'take',
  done: 'complete',
  rejected: 'reject',
  cancelled: 'cancel',
};

/** The moves this user may make on the bid now (the server lists them), executor, and edit. */
export const BidActions = ({ bid }: { bid: BidView }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const assign = useAction({
    call: (value: string) => dataProvider.assignBid(bid.id, value ? Number(value) : null),
    done: 'resources.requests-journal.executor_saved',
    refresh: true,
    // A refused executor (left, or of another organization) is told as its field's reason.
    fields: () => ({}),
  });

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TransitionButtons<BidStatus>
        resource="requests-journal"
        access="server"
        transitions={() => bid.actions.transitions}
        look={(to, from) => {
          const quiet = to === 'rejected' || to === 'cancelled';
          const action = from === 'done' && to === 'in_progress' ? 'reopen' : LABELS[to];
          return {
            label: `resources.requests-journal.action.${action}`,
            variant: quiet ? 'outlined' : 'contained',
            color: quiet ? 'error' : 'primary',
            ask:
              to === 'rejected'
                ? {
                    title: translate('resources.requests-journal.action.reject'),
                    note: {
                      field: 'reason',
                      label: 'resources.requests-journal.reject_reason',
                      required: true,
                    },
                    confirmColor: 'error',
                  }
                : undefined,
          };
        }}
        done={(status) => ({ message: `enums.bid_status.${status}` })}
      />
      {bid.actions.assign && (
        <AssigneeSelect
          module="bids"
          landlordId={bid.landlord_id}
          size="small"
          sx={{ minWidth: 220 }}
          label={translate('resources.requests-journal.fields.executor_id')}
          value={bid.executor_id ? String(bid.executor_id) : ''}
          noneLabel="resources.requests-journal.no_executor"
          disabled={assign.isPending}
          onChange={(value) => void assign.run(value)}
        />
      )}
      {bid.actions.edit && <EditButton />}
    </Stack>
  );
};
