import { enumChoices } from '../../admin/common/enumChoices';
import { CITIES, LANDLORD_STATUSES } from '../../domain/landlord';

export const cityChoices = enumChoices('city', CITIES);
export const statusChoices = enumChoices('landlord_status', LANDLORD_STATUSES);
