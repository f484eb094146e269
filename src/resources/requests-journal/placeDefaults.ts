import type { Place } from './usePlaces';

/**
 * The object and room a new request starts with: the only object offered, and the only room
 * offered in it; nothing where there is a choice to make.
 */
export const placeDefaults = (places: Place[]) => {
  const objects = new Set(places.map((p) => p.object_id));
  if (objects.size !== 1) return {};
  const [object_id] = objects;
  return places.length === 1 ? { object_id, room_id: places[0].room_id } : { object_id };
};
