import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { PlanFloor } from '../../domain/leaseReports';
import { PLAN_STATES } from '../../domain/leaseReports';
import { PlanRoomTile } from './PlanRoomTile';
import { stateColours, stateCounts } from './planStates';

const label = (name: string) => `resources.contracts.plan.${name}`;

/** A floor's rooms side by side, wrapping onto another line when their minimum widths overflow. */
const FloorRooms = ({
  floor,
  phone,
  mayOpenRoom,
}: {
  floor: PlanFloor;
  phone: boolean;
  mayOpenRoom: boolean;
}) => (
  <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
    {floor.rooms.map((room) => (
      <PlanRoomTile key={room.id} room={room} phone={phone} mayOpenRoom={mayOpenRoom} />
    ))}
  </Box>
);

/** Each state's colour and name, with how many of the object's rooms are in it. */
export const PlanLegend = ({ floors }: { floors: readonly PlanFloor[] }) => {
  const translate = useTranslate();
  const counts = stateCounts(floors);
  return (
    <Box
      component="ul"
      aria-label={translate(label('legend'))}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {PLAN_STATES.map((state) => (
        <Stack key={state} component="li" direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 18,
              height: 18,
              borderRadius: 0.5,
              ...stateColours(theme, state),
            })}
          />
          <Typography variant="body2">
            {translate(label('legend_item'), {
              state: translate(label(`states.${state}`)),
              count: counts.get(state) ?? 0,
            })}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
};

/**
 * The object's floors, top floor first: on a desktop each floor a row under the next; on a phone
 * one floor at a time, picked from tabs.
 */
export const PlanFloors = ({ floors, phone }: { floors: PlanFloor[]; phone: boolean }) => {
  const translate = useTranslate();
  const { canAccess: mayOpenRoom = false } = useCanAccess({ resource: 'rooms', action: 'edit' });
  const [picked, setPicked] = useState(0);
  const floorName = (floor: PlanFloor) => translate(label('floor'), { floor: floor.floor });
  if (phone) {
    const index = Math.min(picked, floors.length - 1);
    const floor = floors[index];
    return (
      <Stack sx={{ gap: 1.5 }}>
        <Tabs
          value={index}
          onChange={(_, next: number) => setPicked(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate(label('floors'))}
        >
          {floors.map((f) => (
            <Tab key={f.floor} label={floorName(f)} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={floorName(floor)}>
          <FloorRooms floor={floor} phone mayOpenRoom={mayOpenRoom} />
        </Box>
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 1 }}>
      {floors.map((floor) => (
        <Stack
          key={floor.floor}
          component="section"
          aria-label={floorName(floor)}
          direction="row"
          sx={{ gap: 1.5, alignItems: 'center' }}
        >
          <Typography sx={{ width: 88, flexShrink: 0, fontWeight: 600 }}>
            {floorName(floor)}
          </Typography>
          <FloorRooms floor={floor} phone={false} mayOpenRoom={mayOpenRoom} />
        </Stack>
      ))}
    </Stack>
  );
};
