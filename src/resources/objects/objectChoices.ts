import { ROOM_MANUAL_STATUSES, ROOM_PURPOSES, ROOM_STATUSES } from '../../domain/objects';

export const purposeChoices = ROOM_PURPOSES.map((id) => ({ id, name: `enums.room_purpose.${id}` }));
export const roomStatusChoices = ROOM_STATUSES.map((id) => ({
  id,
  name: `enums.room_status.${id}`,
}));
export const manualStatusChoices = ROOM_MANUAL_STATUSES.map((id) => ({
  id,
  name: `enums.room_status.${id}`,
}));
