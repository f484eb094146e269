import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

export interface Place {
  room_id: number;
  room_number: string;
  object_id: number;
  object_name: string;
}

/** Where the user may file a request (a renter: its own rooms), and whether it is still loading. */
export const usePlaces = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['bids', 'places'],
    queryFn: () => dataProvider.call<Place[]>('/bids/places'),
    staleTime: 60_000,
  });
  return { places: query.data ?? [], isPending: query.isPending };
};
