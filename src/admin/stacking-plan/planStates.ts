import { alpha, type Theme } from '@mui/material/styles';
import type { PlanFloor, PlanRoom, PlanState } from '../../domain/leaseReports';

/** The states a lease in force gives a room: counted as occupied. */
const LEASED: ReadonlySet<PlanState> = new Set([
  'occupied',
  'ending_365',
  'ending_180',
  'ending_90',
]);

export const isLeased = (state: PlanState) => LEASED.has(state);

/** The palette colour a state fills its rooms with; vacant and draft rooms are drawn outlined. */
const FILLS = {
  reserved: 'accent',
  occupied: 'success',
  ending_365: 'info',
  ending_180: 'warning',
  ending_90: 'error',
} as const satisfies Partial<Record<PlanState, string>>;

/**
 * A room's colours in its state, from the theme (light or dark): a filled state's text is the
 * palette's contrast text for it (AA by the theme's threshold); a vacant room is the card's
 * ground with a dashed outline, a draft's a tint of the primary colour with one.
 */
export const stateColours = (theme: Theme, state: PlanState) => {
  if (state in FILLS) {
    const colour = theme.palette[FILLS[state as keyof typeof FILLS]];
    return {
      backgroundColor: colour.main,
      color: colour.contrastText,
      border: `1px solid ${colour.main}`,
    };
  }
  const outline = state === 'draft' ? theme.palette.primary.main : theme.palette.text.secondary;
  return {
    backgroundColor:
      state === 'draft' ? alpha(theme.palette.primary.main, 0.14) : theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px dashed ${outline}`,
  };
};

/** Where a room leads: its lease (or draft), else the room's own page. */
export const roomTarget = (room: PlanRoom) =>
  room.contract_id === null ? `/rooms/${room.id}` : `/contracts/${room.contract_id}/show`;

/** Rooms and area, in all and leased, over the plan's floors. */
export const planSummary = (floors: readonly PlanFloor[]) => {
  const rooms = floors.flatMap((floor) => floor.rooms);
  const leased = rooms.filter((room) => isLeased(room.state));
  const area = (list: PlanRoom[]) => list.reduce((sum, room) => sum + room.area, 0);
  return {
    rooms: rooms.length,
    leasedRooms: leased.length,
    area: area(rooms),
    leasedArea: area(leased),
  };
};

/** How many rooms of the plan are in each state. */
export const stateCounts = (floors: readonly PlanFloor[]) => {
  const counts = new Map<PlanState, number>();
  for (const room of floors.flatMap((floor) => floor.rooms))
    counts.set(room.state, (counts.get(room.state) ?? 0) + 1);
  return counts;
};
