import { CITIES, LANDLORD_STATUSES } from '../../domain/landlord';

export const cityChoices = CITIES.map((id) => ({ id, name: `enums.city.${id}` }));
export const statusChoices = LANDLORD_STATUSES.map((id) => ({
  id,
  name: `enums.landlord_status.${id}`,
}));
