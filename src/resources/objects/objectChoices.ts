import { enumChoices } from '../../admin/common/enumChoices';
import { ROOM_MANUAL_STATUSES, ROOM_PURPOSES, ROOM_STATUSES } from '../../domain/objects';

export const purposeChoices = enumChoices('room_purpose', ROOM_PURPOSES);
export const roomStatusChoices = enumChoices('room_status', ROOM_STATUSES);
export const manualStatusChoices = enumChoices('room_status', ROOM_MANUAL_STATUSES);
