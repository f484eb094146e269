import { zodResolver } from '@hookform/resolvers/zod';
import { Create, Edit, type ResourceProps, SimpleForm } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { renterInput } from '../../domain/renters';
import { RenterInputs } from './RenterInputs';
import { RenterList } from './RenterList';
import { RenterShow } from './RenterShow';

/** `/renters`: list, `view/:id`, `create`, `update/:id`. */
export default {
  list: RenterList,
  show: RenterShow,
  create: () => (
    <Create redirect="show">
      <SimpleForm
        resolver={zodResolver(renterInput)}
        defaultValues={{ status: 'active', room_ids: [] }}
      >
        <RenterInputs />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="show">
      <SimpleForm resolver={zodResolver(renterInput)}>
        <RenterInputs />
      </SimpleForm>
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
