import {
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { type EmployeeAccess, GRANTABLE_MODULES } from '../../../domain/accessGrants';
import { heldMore, LevelPicker } from './LevelPicker';
import { NotificationSwitch, PresetMenu, type RowProps, useCaption } from './RowControls';

interface AccessPhoneProps extends Omit<RowProps, 'row' | 'locked'> {
  rows: EmployeeAccess[];
  busy: (id: number) => boolean;
  current: number | null;
  onPick: (id: number) => void;
}

/** On a phone: one employee at a time, picked from the list, the modules one under another. */
export const AccessPhone = ({ rows, busy, current, onPick, ...controls }: AccessPhoneProps) => {
  const translate = useTranslate();
  const caption = useCaption();
  const row = rows.find((r) => r.id === current) ?? rows[0];
  if (!row) return null;
  const own = controls.granter.isOwn(row);
  const props = { ...controls, row, locked: own || busy(row.id) };
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        fullWidth
        label={translate('app.settings.access.employee')}
        value={row.id}
        onChange={(e) => onPick(Number(e.target.value))}
      >
        {rows.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.full_name}
          </MenuItem>
        ))}
      </TextField>
      <Card variant="outlined" role="group" aria-label={row.full_name}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Typography sx={{ fontWeight: 500 }}>{row.full_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {caption(row, own)}
              </Typography>
            </div>
            <PresetMenu {...props} text />
          </Stack>
          <FormControlLabel
            control={<NotificationSwitch {...props} />}
            label={translate('app.access.notification_access')}
            sx={{ mx: 0, my: 1 }}
          />
          <Stack sx={{ gap: 2, mt: 1 }}>
            {GRANTABLE_MODULES.map((m) => (
              <LevelPicker
                key={m}
                value={row.access[m]}
                allowed={controls.granter.levelsFor(m)}
                disabled={props.locked}
                refusal={heldMore(controls.granter, row, m)}
                onChange={(level) => controls.save(row.id, { access: { [m]: level } })}
                label={translate(`app.access.modules.${m}`)}
                labelled
                hint
              />
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
};
