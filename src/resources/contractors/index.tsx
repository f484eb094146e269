import { zodResolver } from '@hookform/resolvers/zod';
import { Create, Edit, type ResourceProps, SimpleForm } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { contractorInput } from '../../domain/contractors';
import { ContractorInputs } from './ContractorInputs';
import { ContractorList } from './ContractorList';
import { ContractorShow } from './ContractorShow';

/** `/contractors`: list, `view/:id`, `create`, `edit/:id`. */
export default {
  list: ContractorList,
  show: ContractorShow,
  create: () => (
    <Create redirect="show">
      <SimpleForm
        resolver={zodResolver(contractorInput)}
        defaultValues={{ services: [], file_ids: [] }}
      >
        <ContractorInputs />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="show">
      <SimpleForm resolver={zodResolver(contractorInput)}>
        <ContractorInputs />
      </SimpleForm>
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
