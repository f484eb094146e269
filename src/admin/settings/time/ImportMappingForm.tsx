import {
  Box,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Device } from '../../../providers/methods/timeMethods';
import type { ImportDraft } from './importDraft';

const label = (name: string) => `resources.devices.import.${name}`;

const FIELDS_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Which device the file's passes are of and which of its columns hold the card, the date and
 * time (one column or two) and the direction, with the words the file writes for in and out.
 */
export const ImportMappingForm = ({
  draft,
  columns,
  devices,
  errors,
  onChange,
}: {
  draft: ImportDraft;
  columns: string[];
  devices: Device[];
  /** Field errors by the mapping's field (`card`, `at`…), as i18n keys. */
  errors: Record<string, string>;
  onChange: (patch: Partial<ImportDraft>) => void;
}) => {
  const translate = useTranslate();
  const field = (name: keyof ImportDraft): Partial<TextFieldProps> => ({
    error: Boolean(errors[name]),
    helperText: errors[name] ? translate(errors[name]) : undefined,
  });
  const columnPicker = (name: 'card' | 'at' | 'time' | 'direction', title: string) => (
    <TextField
      select
      required={name !== 'direction'}
      label={translate(label(title))}
      value={draft[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{ select: { displayEmpty: name === 'direction' }, inputLabel: { shrink: true } }}
      {...field(name)}
    >
      {name === 'direction' && <MenuItem value="">{translate(label('no_direction'))}</MenuItem>}
      {columns.map((column) => (
        <MenuItem key={column} value={column}>
          {column}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={FIELDS_GRID}>
        <TextField
          select
          required
          label={translate(label('device'))}
          value={draft.device_id}
          onChange={(event) => onChange({ device_id: Number(event.target.value) })}
          {...field('device_id')}
        >
          {devices.map((device) => (
            <MenuItem key={device.id} value={device.id}>
              {device.object_name ? `${device.name} (${device.object_name})` : device.name}
            </MenuItem>
          ))}
        </TextField>
        {columnPicker('card', 'card')}
        {columnPicker('at', draft.separate_time ? 'date' : 'at')}
        {draft.separate_time ? columnPicker('time', 'time') : <span />}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={draft.separate_time}
            onChange={(event) => onChange({ separate_time: event.target.checked })}
          />
        }
        label={translate(label('separate_time'))}
      />
      <Box sx={FIELDS_GRID}>
        {columnPicker('direction', 'direction')}
        <span />
        {draft.direction && (
          <>
            <TextField
              label={translate(label('in_value'))}
              value={draft.in_value}
              onChange={(event) => onChange({ in_value: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 50 } }}
              {...field('in_value')}
              helperText={
                errors.in_value ? translate(errors.in_value) : translate(label('values_hint'))
              }
            />
            <TextField
              label={translate(label('out_value'))}
              value={draft.out_value}
              onChange={(event) => onChange({ out_value: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 50 } }}
              {...field('out_value')}
            />
          </>
        )}
      </Box>
    </Stack>
  );
};
