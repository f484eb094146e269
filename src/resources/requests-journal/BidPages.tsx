import { Create, Edit, Loading, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Bid } from '../../domain/requests';
import { BidForm } from './BidForm';
import { useNewBidDefaults } from './useNewBidDefaults';
import { useRequestTypes } from './useRequestTypes';

/** `/requests-journal/create/:typeId`: the chosen type's form, filled in as far as it can be. */
export const BidCreate = () => {
  const { typeId } = useParams();
  const { types, isPending } = useRequestTypes();
  const defaults = useNewBidDefaults();
  if (isPending || !defaults) return <Loading />;
  const type = types.find((t) => t.id === Number(typeId));
  if (!type) return null;
  return (
    <Create resource="requests-journal" redirect="show">
      <BidForm type={type} defaults={defaults} />
    </Create>
  );
};

const EditForm = () => {
  const record = useRecordContext<Bid>();
  const { types } = useRequestTypes();
  const type = types.find((t) => t.id === record?.request_type_id);
  return type ? <BidForm type={type} /> : null;
};

/** `/requests-journal/edit/:bidId`. */
export const BidEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <EditForm />
  </Edit>
);
