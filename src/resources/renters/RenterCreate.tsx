import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm } from 'react-admin';
import { renterInput } from '../../domain/renters';
import { DuplicateRenterNotice, useDuplicateRenter } from './DuplicateRenter';
import { RenterInputs } from './RenterInputs';

/** `/renters/create`: a duplicate BIN/IIN names the renter that has it. */
export const RenterCreate = () => {
  const { existing, onError } = useDuplicateRenter();
  return (
    <Create redirect="show" mutationOptions={{ onError }}>
      <SimpleForm resolver={zodResolver(renterInput)} defaultValues={{ status: 'active' }}>
        <DuplicateRenterNotice existing={existing} />
        <RenterInputs />
      </SimpleForm>
    </Create>
  );
};
