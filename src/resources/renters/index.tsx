import { zodResolver } from '@hookform/resolvers/zod';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Create, Edit, type ResourceProps, SimpleForm } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { type Renter, renterInput } from '../../domain/renters';
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
  icon: StorefrontIcon,
  recordRepresentation: (r: Renter) => r.outlet_name ?? r.legal_name,
} satisfies Omit<ResourceProps, 'name'>;
