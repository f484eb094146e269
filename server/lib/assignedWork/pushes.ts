import type { Db } from '../../db/client';
import { mayBeGiven } from './executors';
import type { AssignedWork, WorkRecord } from './work';

/**
 * Tells a record's new executor that it was given to them: `tell` queues the module's own message
 * (a push, an inbox notice). Nobody is told when nobody was named, when the executor gave it to
 * themself, or when they may not execute `work` (every write refuses such an executor; this keeps
 * the push from reaching them whatever wrote the row). Run it in the caller's transaction.
 */
export const tellAssigned = async (
  tx: Db,
  work: Pick<AssignedWork, 'module'>,
  record: WorkRecord,
  assignment: { executorId: number | null; actorId: number | null },
  tell: (executorId: number) => Promise<void>,
) => {
  const { executorId, actorId } = assignment;
  if (executorId === null || executorId === actorId) return;
  if (await mayBeGiven(tx, work, record.landlord_id, executorId)) await tell(executorId);
};
