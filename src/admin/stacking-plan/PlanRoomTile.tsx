import { Box, Button, ButtonBase, Popover, Tooltip, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { type MouseEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PlanRoom } from '../../domain/leaseReports';
import { useFormat } from '../common/useFormat';
import { roomTarget, stateColours } from './planStates';

const label = (name: string) => `resources.contracts.plan.${name}`;

/** A room's block: at least a fingertip wide and tall, its words cut short rather than wrapped. */
const TILE: SxProps<Theme> = {
  minWidth: 64,
  minHeight: 72,
  flexBasis: 0,
  px: 1,
  py: 0.75,
  borderRadius: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  overflow: 'hidden',
  textAlign: 'left',
  '&:hover': { filter: 'brightness(0.92)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
};

const LINE = { maxWidth: '100%', color: 'inherit', lineHeight: 1.3 } as const;

/** The room's number, then its tenant (or state) and area, each on a line of its own. */
const TileText = ({ room }: { room: PlanRoom }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <>
      <Typography component="span" noWrap sx={{ ...LINE, fontWeight: 700 }}>
        {room.number}
      </Typography>
      <Typography component="span" variant="caption" noWrap sx={LINE}>
        {room.renter ?? translate(label(`states.${room.state}`))}
      </Typography>
      <Typography component="span" variant="caption" noWrap sx={LINE}>
        {format.area(room.area)}
      </Typography>
    </>
  );
};

/** What a hover or a tap tells of a room: its number and state, area, tenant, rent, lease end. */
const RoomDetails = ({ room }: { room: PlanRoom }) => {
  const translate = useTranslate();
  const format = useFormat();
  const facts = [
    ['area', format.area(room.area)],
    ['renter', room.renter],
    ['rent', room.rent === null ? null : format.tenge(room.rent)],
    ['ends_on', room.ends_on && format.date(room.ends_on)],
  ].filter((fact): fact is [string, string] => !!fact[1]);
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="subtitle2" component="p">
        {translate(label('room'), { number: room.number })}
      </Typography>
      <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
        {translate(label(`states.${room.state}`))}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}
      >
        {facts.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents', typography: 'body2' }}>
            <Box component="dt" sx={{ opacity: 0.8 }}>
              {translate(label(name))}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/**
 * A room of the plan: a block as wide, within its floor, as its share of the floor's area and
 * coloured by its state. On a desktop its details show on hover and a click opens its lease
 * (or, free, the room); on a phone a tap shows the details with a button to open it.
 * `mayOpenRoom`: whether the user may open a room's own page.
 */
export const PlanRoomTile = ({
  room,
  phone,
  mayOpenRoom,
}: {
  room: PlanRoom;
  phone: boolean;
  mayOpenRoom: boolean;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const target = room.contract_id !== null || mayOpenRoom ? roomTarget(room) : null;
  const name = [
    translate(label('room'), { number: room.number }),
    translate(label(`states.${room.state}`)),
    room.renter,
  ]
    .filter(Boolean)
    .join(' · ');
  const sx = [TILE, (theme: Theme) => stateColours(theme, room.state)];
  const style = { flexGrow: room.area };

  if (phone)
    return (
      <>
        <ButtonBase
          aria-label={name}
          aria-haspopup="dialog"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          sx={sx}
          style={style}
        >
          <TileText room={room} />
        </ButtonBase>
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          transformOrigin={{ vertical: 'top', horizontal: 'center' }}
          slotProps={{ paper: { sx: { p: 2, maxWidth: 320 } } }}
        >
          <RoomDetails room={room} />
          {target && (
            <Button component={RouterLink} to={target} variant="contained" sx={{ mt: 1.5 }}>
              {translate(label(room.contract_id === null ? 'open_room' : 'open_contract'))}
            </Button>
          )}
        </Popover>
      </>
    );
  return (
    <Tooltip title={<RoomDetails room={room} />} describeChild arrow>
      {target ? (
        <ButtonBase component={RouterLink} to={target} aria-label={name} sx={sx} style={style}>
          <TileText room={room} />
        </ButtonBase>
      ) : (
        <Box tabIndex={0} aria-label={name} role="img" sx={sx} style={style}>
          <TileText room={room} />
        </Box>
      )}
    </Tooltip>
  );
};
