import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useFormat } from '../../admin/common/useFormat';
import type { Room } from '../../domain/objects';

/** A room in the picker: its number, floor and area. */
const RoomOption = () => {
  const room = useRecordContext<Room>();
  const translate = useTranslate();
  const format = useFormat();
  if (!room) return null;
  return (
    <span>{translate('resources.contracts.room', { ...room, area: format.area(room.area) })}</span>
  );
};

/** The rooms leased: several of the chosen object's rooms, picked once the object is. */
export const ContractRoomsInput = ({ isRequired }: { isRequired: boolean }) => {
  const objectId = useWatch({ name: 'object_id' }) as number | null | undefined;
  return (
    <ReferenceArrayInput
      source="room_ids"
      reference="rooms"
      perPage={100}
      sort={{ field: 'number', order: 'ASC' }}
      filter={objectId ? { object_id: objectId } : {}}
      queryOptions={{ enabled: Boolean(objectId) }}
    >
      <AutocompleteArrayInput
        label="resources.contracts.fields.room_ids"
        optionText={<RoomOption />}
        inputText={(room: Room) => room.number}
        filterToQuery={(q: string) => ({ q })}
        disabled={!objectId}
        helperText={objectId ? undefined : 'resources.contracts.rooms_hint'}
        isRequired={isRequired}
        fullWidth
      />
    </ReferenceArrayInput>
  );
};
