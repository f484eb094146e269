import { useDataProvider } from 'react-admin';
import { AssignSelectedButton } from '../../admin/assignedWork/AssignSelectedButton';
import type { AppDataProvider } from '../../providers/dataProvider';

const KEYS = {
  label: 'resources.requests-journal.assign',
  title: 'resources.requests-journal.assign_selected',
  field: 'resources.requests-journal.fields.executor_id',
  done: 'resources.requests-journal.assigned',
};

/** Assigns the selected requests to one executor (or clears the executor). */
export const BulkAssignButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <AssignSelectedButton
      module="bids"
      resource="requests-journal"
      call={(body) => dataProvider.assignBids(body)}
      keys={KEYS}
      noneLabel="resources.requests-journal.no_executor"
    />
  );
};
