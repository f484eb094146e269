import TuneIcon from '@mui/icons-material/Tune';
import { Button, IconButton, Menu, MenuItem, Switch, Tooltip } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  ACCESS_PRESETS,
  type EmployeeAccess,
  type EmployeeAccessInput,
} from '../../../domain/accessGrants';
import { RefusalTooltip } from './RefusalTooltip';
import { type Granter, PRESETS } from './useGranter';

export interface RowProps {
  row: EmployeeAccess;
  granter: Granter;
  /** The row cannot be changed now: it is the user's own, or a change is being saved. */
  locked: boolean;
  save: (id: number, body: EmployeeAccessInput) => void;
}

/** The line under a name: position and department, or that the row is the user's own. */
export const useCaption = () => {
  const translate = useTranslate();
  return (row: EmployeeAccess, own: boolean) =>
    own
      ? translate('app.settings.access.own_row')
      : [row.position, row.department && translate(`enums.department.${row.department}`)]
          .filter(Boolean)
          .join(' · ');
};

/** "Notification sending" on or off for one employee (staff without it neither give nor take it). */
export const NotificationSwitch = ({ row, granter, locked, save }: RowProps) => {
  const translate = useTranslate();
  const refusal = granter.isOwn(row)
    ? null
    : granter.refusal(row, { notification_access: !row.notification_access });
  return (
    <RefusalTooltip reason={refusal}>
      <Switch
        checked={row.notification_access}
        disabled={locked || refusal !== null}
        onChange={(e) => save(row.id, { notification_access: e.target.checked })}
        slotProps={{
          input: {
            'aria-label': translate('app.settings.access.notification_for', {
              name: row.full_name,
            }),
          },
        }}
      />
    </RefusalTooltip>
  );
};

/** Fills a row from a preset; the levels can be changed one by one afterwards. */
export const PresetMenu = ({ row, granter, locked, save, text }: RowProps & { text?: boolean }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.settings.access.preset_for', { name: row.full_name });
  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  return (
    <>
      {text ? (
        <Button startIcon={<TuneIcon />} disabled={locked} onClick={open} aria-label={label}>
          {translate('app.settings.access.presets')}
        </Button>
      ) : (
        <Tooltip title={label}>
          <span>
            <IconButton disabled={locked} onClick={open} aria-label={label}>
              <TuneIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PRESETS.map((preset) => (
          <MenuItem
            key={preset}
            disabled={granter.refusal(row, { access: ACCESS_PRESETS[preset] }) !== null}
            onClick={() => {
              setAnchor(null);
              save(row.id, { access: ACCESS_PRESETS[preset] });
            }}
          >
            {translate(`app.access.presets.${preset}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
