import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { BulkDialog, useBulk } from '../../admin/assignedWork/BulkDialog';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useResponsibles } from './useResponsibles';

/** Makes one person (or nobody) responsible for the selected contracts. */
export const BulkResponsibleButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const people = useResponsibles();
  const [responsible, setResponsible] = useState('');
  const { error, setError, run, ...dialog } = useBulk({
    resource: 'contracts',
    call: (body: { ids: number[]; responsible_id: number | null }) =>
      dataProvider.setContractsResponsible(body),
    done: 'resources.contracts.bulk.responsible_changed',
    field: 'responsible_id',
  });
  return (
    <BulkDialog
      label="resources.contracts.bulk.responsible"
      icon={<ManageAccountsIcon />}
      title="resources.contracts.bulk.responsible_title"
      {...dialog}
      onConfirm={() =>
        void run({
          ids: selectedIds as number[],
          responsible_id: responsible ? Number(responsible) : null,
        })
      }
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('resources.contracts.fields.responsible_id')}
        value={responsible}
        error={Boolean(error)}
        helperText={error ? translate(error) : ' '}
        onChange={(e) => {
          setResponsible(e.target.value);
          setError(null);
        }}
      >
        <MenuItem value="">{translate('resources.contracts.no_responsible')}</MenuItem>
        {people.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    </BulkDialog>
  );
};
