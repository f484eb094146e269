import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import type { Employee } from '../../domain/employees';
import { RestoreButton } from './RestoreButton';

/** The card's save, and its delete behind a confirmation (restore once deleted). */
export const EmployeeToolbar = () => {
  const record = useRecordContext<Employee>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.status === 'deleted' ? (
        <RestoreButton />
      ) : (
        <DeleteWithConfirmButton
          confirmTitle="resources.employees.delete_title"
          confirmContent="resources.employees.delete_content"
          mutationMode="pessimistic"
        />
      )}
    </Toolbar>
  );
};
