import { ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACCESS_LEVELS, type AccessLevel } from '../../../domain/access';
import type { EmployeeAccess, GrantableModule } from '../../../domain/accessGrants';
import { RefusalTooltip } from './RefusalTooltip';
import type { Granter } from './useGranter';

interface LevelPickerProps {
  value: AccessLevel;
  /** The levels this user may give here; the others show, disabled. */
  allowed: readonly AccessLevel[];
  onChange: (level: AccessLevel) => void;
  disabled?: boolean;
  /** The accessible name; shown as the field's label when `labelled` (a list, not the table). */
  label: string;
  labelled?: boolean;
  /** Shows the chosen level's meaning under the field (or the refusal, when there is one). */
  hint?: boolean;
  /** Why this user may not change the level, as an i18n key: the field is then read-only. */
  refusal?: string | null;
}

/** The refusal of a row's cell whose level is beyond the user's own (not the user's own row). */
export const heldMore = (granter: Granter, row: EmployeeAccess, module: GrantableModule) =>
  !granter.isOwn(row) && granter.holdsMoreIn(row, module) ? 'app.settings.access.holds_more' : null;

/** One module's level: the seven levels by name, each with its one-line meaning. */
export const LevelPicker = ({
  value,
  allowed,
  onChange,
  disabled,
  label,
  labelled,
  hint,
  refusal = null,
}: LevelPickerProps) => {
  const translate = useTranslate();
  return (
    <RefusalTooltip reason={hint ? null : refusal} block>
      <TextField
        select
        size="small"
        fullWidth
        value={value}
        disabled={disabled || refusal !== null}
        label={labelled ? label : undefined}
        helperText={hint ? translate(refusal ?? `app.access.level_hints.${value}`) : undefined}
        onChange={(e) => onChange(e.target.value as AccessLevel)}
        slotProps={{
          select: {
            renderValue: (level) => translate(`app.access.levels.${level}`),
            inputProps: labelled ? undefined : { 'aria-label': label },
            MenuProps: { slotProps: { paper: { sx: { maxWidth: 420 } } } },
          },
        }}
        sx={value === 'none' ? { '& .MuiSelect-select': { color: 'text.secondary' } } : undefined}
      >
        {ACCESS_LEVELS.map((level) => (
          <MenuItem key={level} value={level} disabled={!allowed.includes(level)}>
            <ListItemText
              primary={translate(`app.access.levels.${level}`)}
              secondary={translate(`app.access.level_hints.${level}`)}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </TextField>
    </RefusalTooltip>
  );
};
