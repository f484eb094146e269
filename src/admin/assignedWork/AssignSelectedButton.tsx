import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { BulkChanged, WorkModule } from '../../domain/assignedWork';
import { AssigneeSelect } from './AssigneeSelect';
import { BulkDialog, useBulk } from './BulkDialog';

/** What a module's bulk assignment sends: the selected ids and the executor (null: none). */
export interface BulkAssignment {
  ids: number[];
  executor_id: number | null;
}

/**
 * Assigns the selected records to one executor. With `noneLabel` the executor may be cleared;
 * without it one must be chosen. `keys` are the module's i18n keys: the button's label, the
 * dialog's title, the executor field and the success notice.
 */
export const AssignSelectedButton = ({
  module,
  resource,
  call,
  keys,
  noneLabel,
}: {
  module: WorkModule;
  resource: string;
  call: (body: BulkAssignment) => Promise<BulkChanged>;
  keys: { label: string; title: string; field: string; done: string };
  noneLabel?: string;
}) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [executor, setExecutor] = useState('');
  const { error, setError, run, ...dialog } = useBulk({
    resource,
    call,
    done: keys.done,
    field: 'executor_id',
  });
  const confirm = () => {
    if (!executor && !noneLabel) setError('validation.required');
    else
      void run({ ids: selectedIds as number[], executor_id: executor ? Number(executor) : null });
  };
  return (
    <BulkDialog
      label={keys.label}
      icon={<PersonAddIcon />}
      title={keys.title}
      {...dialog}
      onConfirm={confirm}
    >
      <AssigneeSelect
        module={module}
        fullWidth
        margin="dense"
        label={translate(keys.field)}
        value={executor}
        noneLabel={noneLabel}
        error={Boolean(error)}
        helperText={error ? translate(error) : ' '}
        onChange={(value) => {
          setExecutor(value);
          setError(null);
        }}
      />
    </BulkDialog>
  );
};
