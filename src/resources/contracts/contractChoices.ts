import { enumChoices } from '../../admin/common/enumChoices';
import { CONTRACT_STATUSES, type ContractStatus } from '../../domain/contracts';

export const contractStatusChoices = enumChoices('contract_status', CONTRACT_STATUSES);

/** Status chip colours: a draft waits, an active lease runs, a closed one is history. */
export const CONTRACT_STATUS_COLORS: Record<ContractStatus, 'default' | 'info' | 'success'> = {
  draft: 'info',
  active: 'success',
  terminated: 'default',
  expired: 'default',
};

/** A contract no one changes any more: terminated or expired (the server refuses an edit). */
export const isClosed = (status: ContractStatus) => status === 'terminated' || status === 'expired';

/** A contract that may get a next term: in force or run out, and not extended yet. */
export const mayExtend = (contract: { status: ContractStatus; next_id: number | null }) =>
  (contract.status === 'active' || contract.status === 'expired') && contract.next_id === null;

/** The history's coded fields, named in words. */
export const HISTORY_ENUMS = { status: 'contract_status' };
