import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Create,
  Edit,
  Loading,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CONTRACT_DEFAULTS, ContractForm } from './ContractForm';
import { HISTORY_ENUMS, isClosed } from './contractChoices';
import type { ContractRow } from './contractView';

/** `/contracts/create`: a new draft, its number suggested by the server; then its page. */
export const ContractCreate = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const next = useQuery({
    queryKey: ['contracts', 'next-number'],
    queryFn: () => dataProvider.contractNextNumber(),
    gcTime: 0,
    retry: false,
  });
  if (next.isPending) return <Loading />;
  return (
    <Create redirect="show">
      <ContractForm defaults={{ ...CONTRACT_DEFAULTS, number: next.data?.number ?? '' }} />
    </Create>
  );
};

/** The edit form of a draft or an active contract; a closed one is only read. */
const EditForm = () => {
  const translate = useTranslate();
  const contract = useRecordContext<ContractRow>();
  if (!contract) return null;
  if (isClosed(contract.status)) {
    return <Alert severity="info">{translate('resources.contracts.closed_hint')}</Alert>;
  }
  return <ContractForm />;
};

/** `/contracts/{id}`: the contract's terms changed, then its page. */
export const ContractEdit = () => (
  <Edit aside={<HistoryPanel enums={HISTORY_ENUMS} />} mutationMode="pessimistic" redirect="show">
    <EditForm />
  </Edit>
);
