import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext, useTranslate } from 'react-admin';
import { TransitionButtons } from '../../admin/common/TransitionButtons';
import {
  CONTRACTOR_TRANSITIONS,
  type Contractor,
  type ContractorStatus,
} from '../../domain/contractors';

/** "Processed" and "Reject" for a new application; either asks for a note, a rejection its reason. */
export const ContractorMoves = () => {
  const translate = useTranslate();
  const record = useRecordContext<Contractor>();
  return (
    <TransitionButtons<ContractorStatus>
      resource="contractors"
      transitions={CONTRACTOR_TRANSITIONS}
      look={(to) => {
        const rejecting = to === 'rejected';
        const action = rejecting ? 'reject' : 'process';
        return {
          label: `resources.contractors.action.${action}`,
          color: rejecting ? 'error' : 'primary',
          icon: rejecting ? <CloseIcon /> : <CheckIcon />,
          ask: {
            title: `${translate(`resources.contractors.action.${action}`)} — ${record?.company_name}`,
            note: {
              field: 'note',
              label: `resources.contractors.action.${rejecting ? 'reason' : 'note'}`,
              required: rejecting,
            },
            confirmColor: rejecting ? 'error' : 'primary',
          },
        };
      }}
      done={(status) => ({ message: `resources.contractors.decided.${status}` })}
    />
  );
};
