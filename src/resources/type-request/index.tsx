import { Create, Edit, type ResourceProps } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { RequestTypeForm } from './RequestTypeForm';
import { RequestTypeList } from './RequestTypeList';
import { RequestTypeTitle } from './RequestTypeTitle';

/** `/type-request`, `/type-request/create`, `/type-request/:id`: the request catalogue. */
export default {
  list: RequestTypeList,
  create: () => (
    <Create redirect="list">
      <RequestTypeForm />
    </Create>
  ),
  edit: () => (
    <Edit
      title={<RequestTypeTitle />}
      aside={<HistoryPanel />}
      mutationMode="pessimistic"
      redirect="list"
    >
      <RequestTypeForm />
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
