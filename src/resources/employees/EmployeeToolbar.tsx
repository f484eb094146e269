import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { RefusalTooltip } from '../../admin/settings/access/RefusalTooltip';
import type { Employee } from '../../domain/employees';
import { RestoreButton } from './RestoreButton';
import { useHeldMore } from './useEmployeeAccess';

/**
 * The card's save, and its delete behind a confirmation (restore once deleted); staff do not
 * delete a colleague who holds more than they do.
 */
export const EmployeeToolbar = () => {
  const record = useRecordContext<Employee>();
  const held = useHeldMore(record?.status === 'deleted' ? undefined : record?.id);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.status === 'deleted' ? (
        <RestoreButton />
      ) : (
        <RefusalTooltip reason={held.reason}>
          <DeleteWithConfirmButton
            confirmTitle="resources.employees.delete_title"
            confirmContent="resources.employees.delete_content"
            mutationMode="pessimistic"
            disabled={held.pending || held.reason !== null}
          />
        </RefusalTooltip>
      )}
    </Toolbar>
  );
};
