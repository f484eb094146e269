import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AccessLevel } from '../../../domain/access';
import { GRANTABLE_MODULES, type GrantableModule } from '../../../domain/accessGrants';
import type { BulkChange } from './accessApi';
import { LevelPicker } from './LevelPicker';
import type { Granter } from './useGranter';

interface BulkBarProps {
  ids: number[];
  granter: Granter;
  busy: boolean;
  apply: (change: BulkChange) => void;
}

/** For the selected rows: one module's level, or notification sending on or off. */
export const BulkBar = ({ ids, granter, busy, apply }: BulkBarProps) => {
  const translate = useTranslate();
  const [module, setModule] = useState<GrantableModule>('requests');
  const [level, setLevel] = useState<AccessLevel>('view');
  const allowed = granter.levelsFor(module);
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
        <Button
          variant="contained"
          disabled={busy || !allowed.includes(level)}
          onClick={() => apply({ kind: 'level', ids, module, level })}
        >
          {translate('app.settings.access.apply')}
        </Button>
        <Button
          disabled={busy || !granter.mayGiveNotifications}
          onClick={() => apply({ kind: 'notifications', ids, allowed: true })}
        >
          {translate('app.settings.access.notifications_on')}
        </Button>
        <Button
          disabled={busy}
          onClick={() => apply({ kind: 'notifications', ids, allowed: false })}
        >
          {translate('app.settings.access.notifications_off')}
        </Button>
      </Stack>
    </Paper>
  );
};
