import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { BidPlace } from '../../domain/requests';
import type { SavedFilter, savedFilterInput } from '../../domain/user';
import { httpJson } from '../http';

/** Lists' saved filters and the places a request may be filed for. */
export const journalMethods = {
  /** `GET /api/saved-filters?resource=`: the user's named filters of one list screen. */
  savedFilters: (resource: string) =>
    httpJson<SavedFilter[]>(`/saved-filters?${new URLSearchParams({ resource })}`),
  /** `POST /api/saved-filters`: the list's current filter kept under a name. */
  saveFilter: (data: z.input<typeof savedFilterInput>) =>
    httpJson<SavedFilter>('/saved-filters', { method: 'POST', body: data }),
  /** `DELETE /api/saved-filters/{id}`. */
  removeSavedFilter: (id: Identifier) =>
    httpJson<{ id: number }>(`/saved-filters/${id}`, { method: 'DELETE' }),
  /** `GET /api/bids/places`: the rooms the user may file a request for (a renter: its own). */
  bidPlaces: () => httpJson<BidPlace[]>('/bids/places'),
};
