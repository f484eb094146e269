import { useQuery } from '@tanstack/react-query';
import { api } from '../../providers/api';

export interface Place {
  room_id: number;
  room_number: string;
  object_id: number;
  object_name: string;
}

/** Where the user may file a request (a renter: its own rooms). */
export const usePlaces = () =>
  useQuery({
    queryKey: ['bids', 'places'],
    queryFn: () => api<Place[]>('/bids/places'),
    staleTime: 60_000,
  }).data ?? [];
