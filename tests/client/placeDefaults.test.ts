import { describe, expect, it } from 'vitest';
import { placeDefaults } from '../../src/resources/requests-journal/placeDefaults';

const place = (object_id: number, room_id: number) => ({
  object_id,
  object_name: `Объект ${object_id}`,
  room_id,
  room_number: String(100 + room_id),
});

describe('the place a new request starts with', () => {
  it('is the only room of the only object', () => {
    expect(placeDefaults([place(1, 3)])).toEqual({ object_id: 1, room_id: 3 });
  });

  it('is the object alone when it has several rooms to choose from', () => {
    expect(placeDefaults([place(1, 3), place(1, 4)])).toEqual({ object_id: 1 });
  });

  it('is nothing when there are several objects, or none', () => {
    expect(placeDefaults([place(1, 3), place(2, 4)])).toEqual({});
    expect(placeDefaults([])).toEqual({});
  });
});
