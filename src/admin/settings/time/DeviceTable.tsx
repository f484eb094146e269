import MoreVertIcon from '@mui/icons-material/MoreVert';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Chip,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  styled,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Device } from '../../../providers/methods/timeMethods';
import { useFormat } from '../../common/useFormat';
import { isSilent, keyHintText } from './deviceStatus';

const label = (name: string) => `resources.devices.${name}`;

export type DeviceAction = 'edit' | 'rotate' | 'revoke';

/** A revoked device's row is drawn greyed: it sends nothing until it gets a new key. */
const DeviceRow = styled(TableRow, { shouldForwardProp: (prop) => prop !== 'revoked' })<{
  revoked: boolean;
}>(({ theme, revoked }) =>
  revoked ? { '& > td, & > th': { color: theme.palette.text.disabled } } : {},
);

/** Short values keep to one line: on a phone the table scrolls sideways instead. */
const NoWrap = styled(TableCell)({ whiteSpace: 'nowrap' });

const Hint = styled('code')({ fontFamily: 'monospace', whiteSpace: 'nowrap' });

/** The last event's time, in the warning colour with a note when the device has gone quiet. */
const LastEvent = ({ device, now }: { device: Device; now: number }) => {
  const translate = useTranslate();
  const format = useFormat();
  const silent = isSilent(device, now);
  const when = device.last_event_at
    ? format.dateTime(device.last_event_at)
    : translate(label('list.never'));
  if (!silent) return <>{when}</>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'warning.dark' }}>
      <WarningAmberIcon fontSize="small" aria-hidden />
      <div>
        <Typography variant="body2">{when}</Typography>
        <Typography variant="caption">{translate(label('list.silent'))}</Typography>
      </div>
    </Stack>
  );
};

/** A device's menu: change it, give it a new key, revoke its key (a live one only). */
const RowMenu = ({
  device,
  onAction,
}: {
  device: Device;
  onAction: (action: DeviceAction, device: Device) => void;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: DeviceAction) => {
    setAnchor(null);
    onAction(action, device);
  };
  return (
    <>
      <IconButton
        aria-label={translate(label('list.actions'), { name: device.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('edit')}>{translate('ra.action.edit')}</MenuItem>
        <MenuItem onClick={() => pick('rotate')}>{translate(label('rotate.action'))}</MenuItem>
        {!device.revoked && (
          <MenuItem onClick={() => pick('revoke')} sx={{ color: 'error.main' }}>
            {translate(label('revoke.action'))}
          </MenuItem>
        )}
      </Menu>
    </>
  );
};

/** The devices with their object, direction, key's start and last event. */
export const DeviceTable = ({
  devices,
  onAction,
}: {
  devices: Device[];
  /** Without it the table is read-only. */
  onAction?: (action: DeviceAction, device: Device) => void;
}) => {
  const translate = useTranslate();
  const [now] = useState(() => Date.now());
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(label('list.title'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(label('list.name'))}</TableCell>
            <TableCell>{translate(label('list.object'))}</TableCell>
            <TableCell>{translate(label('list.direction'))}</TableCell>
            <TableCell>{translate(label('list.key'))}</TableCell>
            <TableCell>{translate(label('list.last_event'))}</TableCell>
            {onAction && <TableCell padding="checkbox" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <DeviceRow key={device.id} revoked={device.revoked}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, minWidth: 160 }}>
                {device.name}
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {device.object_name ?? translate(label('list.no_object'))}
              </TableCell>
              <NoWrap>{translate(label(`list.directions.${device.direction}`))}</NoWrap>
              <TableCell>
                {device.revoked ? (
                  <Chip size="small" variant="outlined" label={translate(label('list.revoked'))} />
                ) : (
                  // A key given before hints were kept has none to show.
                  <Hint>{device.key_hint ? keyHintText(device.key_hint) : '—'}</Hint>
                )}
              </TableCell>
              <NoWrap>
                <LastEvent device={device} now={now} />
              </NoWrap>
              {onAction && (
                <TableCell padding="checkbox">
                  <RowMenu device={device} onAction={onAction} />
                </TableCell>
              )}
            </DeviceRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
