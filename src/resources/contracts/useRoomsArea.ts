import { useGetManyAggregate } from 'react-admin';
import type { Room } from '../../domain/objects';

const NONE: number[] = [];

/**
 * The total area of the chosen rooms (the same records the rooms picker reads), in m² with two
 * decimals; null until they are known or while none is chosen.
 */
export const useRoomsArea = (roomIds: number[] | null | undefined) => {
  const ids = roomIds ?? NONE;
  const { data } = useGetManyAggregate<Room>('rooms', { ids }, { enabled: ids.length > 0 });
  const rooms = (data ?? []).filter((room) => room && ids.includes(room.id));
  if (ids.length === 0 || rooms.length < ids.length) return null;
  return Math.round(rooms.reduce((sum, room) => sum + Number(room.area), 0) * 100) / 100;
};
