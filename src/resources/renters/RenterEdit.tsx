import { zodResolver } from '@hookform/resolvers/zod';
import { Edit, SimpleForm } from 'react-admin';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { renterInput } from '../../domain/renters';
import { DuplicateRenterNotice, useDuplicateRenter } from './DuplicateRenter';
import { RenterInputs } from './RenterInputs';

/** `/renters/:id` (`/renters/update/:id`): the card's fields and its history. */
export const RenterEdit = () => {
  const { existing, onError } = useDuplicateRenter();
  return (
    <Edit
      aside={<HistoryPanel />}
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="show"
    >
      <SimpleForm resolver={zodResolver(renterInput)}>
        <DuplicateRenterNotice existing={existing} />
        <RenterInputs />
      </SimpleForm>
    </Edit>
  );
};
