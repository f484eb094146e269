import { useGetOne } from 'react-admin';
import type { Renter } from '../../domain/renters';
import { useSession } from '../../providers/session';
import { placeDefaults } from './placeDefaults';
import { usePlaces } from './usePlaces';

/**
 * What a new request's form starts with: the applicant and their phone (a renter user without
 * one: its company card's contact phone), and the place when there is only one to choose.
 * `values` is undefined until everything it needs has loaded.
 */
export const useNewBidDefaults = () => {
  const { user } = useSession();
  const { places, isPending } = usePlaces();
  const renterId = user?.role === 'renter' && !user.phone ? user.renter_id : null;
  const card = useGetOne<Renter>('renters', { id: renterId ?? 0 }, { enabled: Boolean(renterId) });
  if (isPending || (renterId && card.isPending)) return undefined;
  return {
    applicant_name: user?.full_name ?? '',
    phone: user?.phone || card.data?.phone || '',
    ...placeDefaults(places),
  };
};
