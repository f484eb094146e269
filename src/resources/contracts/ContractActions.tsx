import { Stack } from '@mui/material';
import { DeleteButton, EditButton, useCanAccess } from 'react-admin';
import { ActivateButton } from './ActivateButton';
import { isClosed, mayExtend } from './contractChoices';
import type { ContractRow } from './contractView';
import { ExtendButton } from './ExtendButton';
import { TerminateButton } from './TerminateButton';

/**
 * What may be done with the contract now, for those who may: a draft is activated, edited or
 * deleted; an active one terminated, edited or extended; an expired one extended. A closed
 * contract is not edited, and a renter reads its contract with no actions at all.
 */
export const ContractActions = ({ contract }: { contract: ContractRow }) => {
  const { canAccess: canEdit } = useCanAccess({
    resource: 'contracts',
    action: 'edit',
    record: contract,
  });
  const { canAccess: canCreate } = useCanAccess({ resource: 'contracts', action: 'create' });
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', alignSelf: 'flex-start' }}
    >
      {canEdit && contract.status === 'draft' && <ActivateButton contract={contract} />}
      {canEdit && contract.status === 'active' && <TerminateButton contract={contract} />}
      {canCreate && mayExtend(contract) && <ExtendButton contract={contract} />}
      {!isClosed(contract.status) && <EditButton />}
      {contract.status === 'draft' && <DeleteButton mutationMode="pessimistic" redirect="list" />}
    </Stack>
  );
};
