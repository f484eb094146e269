import { RENTER_CATEGORIES, RENTER_STATUSES } from '../../domain/renters';

export const categoryChoices = RENTER_CATEGORIES.map((id) => ({
  id,
  name: `enums.renter_category.${id}`,
}));
export const renterStatusChoices = RENTER_STATUSES.map((id) => ({
  id,
  name: `enums.renter_status.${id}`,
}));
