import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AccessLevel } from '../../../domain/access';
import {
  type EmployeeAccess,
  type EmployeeAccessInput,
  GRANTABLE_MODULES,
  type GrantableModule,
} from '../../../domain/accessGrants';
import type { BulkChange } from './accessApi';
import { LevelPicker } from './LevelPicker';
import { RefusalTooltip } from './RefusalTooltip';
import type { Granter } from './useGranter';

interface BulkBarProps {
  /** The selected rows. */
  rows: EmployeeAccess[];
  granter: Granter;
  busy: boolean;
  apply: (change: BulkChange) => void;
}

/**
 * For the selected rows: one module's level, or notification sending on or off. The server
 * changes all of them or none, so a change refused for any one of them is not offered.
 */
export const BulkBar = ({ rows, granter, busy, apply }: BulkBarProps) => {
  const translate = useTranslate();
  const [module, setModule] = useState<GrantableModule>('requests');
  const [level, setLevel] = useState<AccessLevel>('view');
  const ids = rows.map((r) => r.id);
  const allowed = granter.levelsFor(module);
  const refusal = (body: EmployeeAccessInput) =>
    rows.map((r) => granter.refusal(r, body)).find((reason) => reason !== null) ?? null;
  const levelRefusal = allowed.includes(level) ? refusal({ access: { [module]: level } }) : null;
  const onRefusal = refusal({ notification_access: true });
  const offRefusal = refusal({ notification_access: false });
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={translate('app.settings.access.selected', { smart_count: ids.length })}
      sx={{ p: 2, mb: 2, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {translate('app.settings.access.selected', { smart_count: ids.length })}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.settings.access.module')}
          value={module}
          onChange={(e) => setModule(e.target.value as GrantableModule)}
          sx={{ width: 240 }}
        >
          {GRANTABLE_MODULES.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`app.access.modules.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 200 }}>
          <LevelPicker
            value={level}
            allowed={allowed}
            onChange={setLevel}
            label={translate('app.settings.access.level')}
            labelled
          />
        </Stack>
        <RefusalTooltip reason={levelRefusal}>
          <Button
            variant="contained"
            disabled={busy || !allowed.includes(level) || levelRefusal !== null}
            onClick={() => apply({ kind: 'level', ids, module, level })}
          >
            {translate('app.settings.access.apply')}
          </Button>
        </RefusalTooltip>
        <RefusalTooltip reason={onRefusal}>
          <Button
            disabled={busy || onRefusal !== null}
            onClick={() => apply({ kind: 'notifications', ids, allowed: true })}
          >
            {translate('app.settings.access.notifications_on')}
          </Button>
        </RefusalTooltip>
        <RefusalTooltip reason={offRefusal}>
          <Button
            disabled={busy || offRefusal !== null}
            onClick={() => apply({ kind: 'notifications', ids, allowed: false })}
          >
            {translate('app.settings.access.notifications_off')}
          </Button>
        </RefusalTooltip>
      </Stack>
    </Paper>
  );
};
