import { SimpleList, useTranslate } from 'react-admin';
import type { Room } from '../../domain/objects';

/** Rooms as phone rows (number; floor, area, purpose; status), opening the room's form. */
export const RoomRows = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Room>
      linkType="edit"
      resource="rooms"
      primaryText={(r) => `${translate('resources.rooms.fields.number')} ${r.number}`}
      secondaryText={(r) =>
        [
          `${translate('resources.rooms.fields.floor')}: ${r.floor}`,
          `${translate('resources.rooms.fields.area')}: ${r.area}`,
          translate(`enums.room_purpose.${r.purpose}`),
        ].join(' · ')
      }
      tertiaryText={(r) => translate(`enums.room_status.${r.status}`)}
    />
  );
};
