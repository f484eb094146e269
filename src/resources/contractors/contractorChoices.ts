import { CONTRACTOR_SERVICES, CONTRACTOR_STATUSES } from '../../domain/contractors';

export const serviceChoices = CONTRACTOR_SERVICES.map((id) => ({
  id,
  name: `enums.contractor_service.${id}`,
}));
export const contractorStatusChoices = CONTRACTOR_STATUSES.map((id) => ({
  id,
  name: `enums.contractor_status.${id}`,
}));
export const sourceChoices = (['staff', 'form'] as const).map((id) => ({
  id,
  name: `enums.contractor_source.${id}`,
}));

/** Status chip colours: new ones stand out until someone decides. */
export const STATUS_COLORS = { new: 'info', processed: 'success', rejected: 'default' } as const;
