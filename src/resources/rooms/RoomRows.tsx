import { SimpleList, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import { type Room, roomLabel } from '../../domain/objects';

/**
 * Rooms as phone rows (the centre and number, or the number alone inside its centre's card;
 * floor, area, purpose; status), opening the room's form.
 */
export const RoomRows = ({ withCentre = true }: { withCentre?: boolean }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <SimpleList<Room>
      linkType="edit"
      resource="rooms"
      primaryText={(r) =>
        withCentre ? roomLabel(r) : `${translate('resources.rooms.fields.number')} ${r.number}`
      }
      secondaryText={(r) =>
        [
          `${translate('resources.rooms.fields.floor')}: ${r.floor}`,
          format.area(r.area),
          translate(`enums.room_purpose.${r.purpose}`),
        ].join(' · ')
      }
      tertiaryText={(r) => translate(`enums.room_status.${r.status}`)}
    />
  );
};
