import { enumChoices } from '../../admin/common/enumChoices';
import { RENTER_CATEGORIES, RENTER_STATUSES } from '../../domain/renters';

export const categoryChoices = enumChoices('renter_category', RENTER_CATEGORIES);
export const renterStatusChoices = enumChoices('renter_status', RENTER_STATUSES);
