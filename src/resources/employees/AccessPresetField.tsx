import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRESETS, useGranter } from '../../admin/settings/access/useGranter';
import type { AccessPreset } from '../../domain/accessGrants';

/** Registering: the new employee's first levels from a preset, or none (set up later). */
export const AccessPresetField = ({
  value,
  onChange,
}: {
  value: AccessPreset | '';
  onChange: (preset: AccessPreset | '') => void;
}) => {
  const translate = useTranslate();
  const granter = useGranter();
  return (
    <TextField
      select
      fullWidth
      label={translate('resources.employees.fields.access_preset')}
      helperText={translate('resources.employees.access_preset_hint')}
      value={value}
      onChange={(e) => onChange(e.target.value as AccessPreset | '')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 900 }}
    >
      <MenuItem value="">{translate('resources.employees.access_preset_none')}</MenuItem>
      {PRESETS.filter(granter.mayUsePreset).map((preset) => (
        <MenuItem key={preset} value={preset}>
          {translate(`app.access.presets.${preset}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
