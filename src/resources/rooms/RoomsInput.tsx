import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type Room, roomLabel } from '../../domain/objects';

/** A room in the picker's list: its centre and number, and "occupied" when a renter holds it. */
const RoomOption = () => {
  const room = useRecordContext<Room>();
  const translate = useTranslate();
  if (!room) return null;
  return (
    <Box component="span">
      {roomLabel(room)}
      {room.status === 'occupied' && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` · ${translate('enums.room_status.occupied')}`}
        </Box>
      )}
    </Box>
  );
};

/** Rooms to pick, by centre then number; searched by number. */
export const RoomsInput = ({ source }: { source: string }) => (
  <ReferenceArrayInput
    source={source}
    reference="rooms"
    perPage={100}
    sort={{ field: 'place', order: 'ASC' }}
  >
    <AutocompleteArrayInput
      optionText={<RoomOption />}
      inputText={roomLabel}
      filterToQuery={(q: string) => ({ q })}
      fullWidth
    />
  </ReferenceArrayInput>
);
