import { FormControlLabel, InputAdornment, MenuItem, Switch, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { LandlordRequestType, landlordTypeInput } from '../../domain/requestTypes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { KEYS } from './settingsApi';

/** A row's change: shown to tenants or not, or its SLA and default executor. */
type RowChange =
  | { id: number; show: boolean }
  | { id: number; settings: z.input<typeof landlordTypeInput> };

/** Saves a row and puts the server's copy into the list; field errors go to `onFieldErrors`. */
const useSaveRow = (onFieldErrors?: (e: Record<string, string>) => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (change: RowChange) =>
      'show' in change
        ? dataProvider.showRequestType(change.id, change.show)
        : dataProvider.saveRequestType(change.id, change.settings),
    onSuccess: (saved) => {
      queryClient.setQueryData<LandlordRequestType[]>(KEYS.requestTypes, (list) =>
        list?.map((r) => (r.id === saved.id ? saved : r)),
      );
      onFieldErrors?.({});
      notify('app.settings.requests.saved', { type: 'success' });
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (errors && onFieldErrors) onFieldErrors(errors);
      else notify(messageKeyOf(error), { type: 'error' });
    },
  });
};

interface ControlProps {
  row: LandlordRequestType;
  name: string;
  canManage: boolean;
  /** Shows a visible label (stacked layout); in the table the column header labels it. */
  labelled?: boolean;
}

/** "Shown to tenants": `PUT /type-request-landlord/show/{id}` with `[1]` or `[0]`. */
export const ShowSwitch = ({ row, name, canManage, labelled }: ControlProps) => {
  const translate = useTranslate();
  const save = useSaveRow();
  const control = (
    <Switch
      checked={row.show === 1}
      disabled={!canManage || save.isPending}
      onChange={(e) => save.mutate({ id: row.id, show: e.target.checked })}
      slotProps={{
        input: { 'aria-label': translate('app.settings.requests.show_for', { name }) },
      }}
    />
  );
  return labelled ? (
    <FormControlLabel
      control={control}
      label={translate('app.settings.requests.show')}
      sx={{ m: 0, justifyContent: 'space-between' }}
      labelPlacement="start"
    />
  ) : (
    control
  );
};

type Executors = { id: number; name: string }[];

/** The SLA in business hours; empty means the catalogue's (shown as the placeholder). */
export const SlaField = ({ row, name, canManage, labelled }: ControlProps) => {
  const translate = useTranslate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sla, setSla] = useState(row.sla_hours == null ? '' : String(row.sla_hours));
  const save = useSaveRow(setErrors);
  const commit = () => {
    const value = sla.trim() === '' ? null : Number(sla);
    if (save.isPending || (value === row.sla_hours && !errors.sla_hours)) return;
    save.mutate({
      id: row.id,
      settings: { sla_hours: value, default_executor_id: row.default_executor_id },
    });
  };
  return (
    <TextField
      size="small"
      type="number"
      label={labelled ? translate('app.settings.requests.sla') : undefined}
      hiddenLabel={!labelled}
      value={sla}
      placeholder={String(row.type.sla_hours)}
      disabled={!canManage}
      onChange={(e) => setSla(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={Boolean(errors.sla_hours)}
      helperText={errors.sla_hours ? translate(errors.sla_hours) : undefined}
      sx={{ width: labelled ? '100%' : 150 }}
      slotProps={{
        htmlInput: {
          min: 0,
          step: 'any',
          'aria-label': labelled ? undefined : translate('app.settings.requests.sla_for', { name }),
        },
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {translate('app.settings.requests.hours')}
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** The default executor: the landlord or an employee, or nobody. */
export const ExecutorSelect = ({
  row,
  name,
  canManage,
  labelled,
  executors,
}: ControlProps & { executors: Executors }) => {
  const translate = useTranslate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRow(setErrors);
  return (
    <TextField
      select
      size="small"
      label={labelled ? translate('app.settings.requests.executor') : undefined}
      hiddenLabel={!labelled}
      value={row.default_executor_id ?? ''}
      disabled={!canManage || save.isPending}
      onChange={(e) =>
        save.mutate({
          id: row.id,
          settings: {
            sla_hours: row.sla_hours,
            default_executor_id: e.target.value === '' ? null : Number(e.target.value),
          },
        })
      }
      error={Boolean(errors.default_executor_id)}
      helperText={errors.default_executor_id ? translate(errors.default_executor_id) : undefined}
      sx={{ width: labelled ? '100%' : 260 }}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': labelled
            ? undefined
            : translate('app.settings.requests.executor_for', { name }),
        },
      }}
    >
      <MenuItem value="">{translate('app.settings.requests.not_assigned')}</MenuItem>
      {executors.map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {u.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
