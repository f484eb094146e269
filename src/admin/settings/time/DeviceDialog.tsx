import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../domain/constants';
import { DEVICE_DIRECTIONS, type DeviceDirection, deviceInput } from '../../../domain/time';
import { fieldErrors } from '../../../domain/validation';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../../providers/http';
import type { Device } from '../../../providers/methods/timeMethods';

const label = (name: string) => `resources.devices.${name}`;

interface Draft {
  name: string;
  object_id: number | '';
  direction: DeviceDirection;
}

const draftOf = (device: Device | null): Draft => ({
  name: device?.name ?? '',
  object_id: device?.object_id ?? '',
  direction: device?.direction ?? 'both',
});

/**
 * A device's name, object and direction: a new one (`device` null) or one to change. A new device
 * comes back with its key, which the caller shows once.
 */
export const DeviceDialog = ({
  device,
  onSaved,
  onClose,
}: {
  device: Device | null;
  onSaved: (saved: Device & { key?: string }) => void;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState(() => draftOf(device));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { canAccess: canListObjects } = useCanAccess({ resource: 'objects', action: 'list' });
  const { data: listed = [] } = useGetList<{ id: number; name: string }>(
    'objects',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: canListObjects === true },
  );
  // The device's own object stays choosable even where the objects list is not open.
  const objects =
    device?.object_id && !listed.some((o) => o.id === device.object_id)
      ? [{ id: device.object_id, name: device.object_name ?? '' }, ...listed]
      : listed;
  const save = useMutation({
    mutationFn: (body: Draft) => {
      const input = { ...body, object_id: body.object_id === '' ? null : body.object_id };
      return device
        ? dataProvider.updateDevice(device.id, input)
        : dataProvider.createDevice(input);
    },
    onSuccess: (saved) => {
      notify(label('form.saved'), { type: 'success' });
      onSaved(saved);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else notify(messageKeyOf(error), { type: 'error' });
    },
  });
  const change = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    // What was refused is no longer there once it is edited.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
    );
  };
  const submit = () => {
    const parsed = deviceInput.safeParse({
      ...draft,
      object_id: draft.object_id === '' ? null : draft.object_id,
    });
    if (parsed.success) save.mutate(draft);
    else setErrors(fieldErrors(parsed.error.issues));
  };
  const helper = (field: string, hint?: string) =>
    errors[field] ? translate(errors[field]) : hint && translate(hint);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="device-form-title">
      <DialogTitle id="device-form-title">
        {device
          ? translate(label('form.edit_title'), { name: device.name })
          : translate(label('form.create_title'))}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="device-form"
          noValidate
          sx={{ gap: 2, pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            autoFocus
            required
            label={translate(label('list.name'))}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={helper('name', label('form.name_hint'))}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label={translate(label('list.object'))}
            value={draft.object_id}
            onChange={(event) =>
              change({ object_id: event.target.value === '' ? '' : Number(event.target.value) })
            }
            error={Boolean(errors.object_id)}
            helperText={helper('object_id')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate(label('list.no_object'))}</MenuItem>
            {objects.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={translate(label('list.direction'))}
            value={draft.direction}
            onChange={(event) => change({ direction: event.target.value as DeviceDirection })}
            error={Boolean(errors.direction)}
            helperText={helper('direction', label('form.direction_hint'))}
          >
            {DEVICE_DIRECTIONS.map((d) => (
              <MenuItem key={d} value={d}>
                {translate(label(`list.directions.${d}`))}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="device-form" variant="contained" disabled={save.isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
