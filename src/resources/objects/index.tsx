import { zodResolver } from '@hookform/resolvers/zod';
import { Create, Edit, type ResourceProps, SimpleForm } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { objectInput } from '../../domain/objects';
import { ObjectInputs } from './ObjectInputs';
import { ObjectList } from './ObjectList';
import { ObjectShow } from './ObjectShow';

/** `/objects`: the landlord's shopping and business centres with their rooms. */
export default {
  list: ObjectList,
  show: ObjectShow,
  create: () => (
    <Create redirect="show">
      <SimpleForm resolver={zodResolver(objectInput)} defaultValues={{ is_public: false }}>
        <ObjectInputs />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="show">
      <SimpleForm resolver={zodResolver(objectInput)}>
        <ObjectInputs />
      </SimpleForm>
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
