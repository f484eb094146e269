import { Create, Edit, type ResourceProps } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { RequestTypeForm } from './RequestTypeForm';
import { RequestTypeList } from './RequestTypeList';

/** `/type-request`, `/type-request/create`, `/type-request/:id`: the request catalogue. */
export default {
  list: RequestTypeList,
  create: () => (
    <Create redirect="list">
      <RequestTypeForm />
    </Create>
  ),
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="list">
      <RequestTypeForm />
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
