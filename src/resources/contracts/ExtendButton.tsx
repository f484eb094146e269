import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useState } from 'react';
import { Button, Confirm, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAction } from '../../admin/common/useAction';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ContractRow } from './contractView';

/**
 * Makes the draft of the contract's next term (linked to this one) after a confirmation, and
 * opens it for editing.
 */
export const ExtendButton = ({ contract }: { contract: ContractRow }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const extend = useAction({
    call: () => dataProvider.extendContract(contract.id),
    done: 'resources.contracts.done.extended',
    onDone: (draft) => {
      setOpen(false);
      navigate(`/contracts/${draft.id}`);
    },
    onFailed: () => setOpen(false),
  });
  return (
    <>
      <Button label="resources.contracts.action.extend" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={extend.isPending}
        confirm="resources.contracts.action.extend"
        title="resources.contracts.action.extend_title"
        titleTranslateOptions={{ number: contract.number }}
        content="resources.contracts.action.extend_content"
        onConfirm={() => void extend.run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
