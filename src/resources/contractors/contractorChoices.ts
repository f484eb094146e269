import { enumChoices } from '../../admin/common/enumChoices';
import { CONTRACTOR_SERVICES, CONTRACTOR_STATUSES } from '../../domain/contractors';

export const serviceChoices = enumChoices('contractor_service', CONTRACTOR_SERVICES);
export const contractorStatusChoices = enumChoices('contractor_status', CONTRACTOR_STATUSES);
export const sourceChoices = enumChoices('contractor_source', ['staff', 'form'] as const);

/** Status chip colours: new ones stand out until someone decides. */
export const STATUS_COLORS = { new: 'info', processed: 'success', rejected: 'default' } as const;
