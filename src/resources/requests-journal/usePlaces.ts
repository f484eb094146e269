import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export type { BidPlace as Place } from '../../domain/requests';

/** Where the user may file a request (a renter: its own rooms), and whether it is still loading. */
export const usePlaces = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['bids', 'places'],
    queryFn: () => dataProvider.bidPlaces(),
    staleTime: 60_000,
  });
  return { places: query.data ?? [], isPending: query.isPending };
};
