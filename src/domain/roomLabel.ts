/** A room as people name it: its centre and number ("101" exists in every centre). */
export const roomLabel = (room: { object_name: string; number: string }) =>
  `${room.object_name} · ${room.number}`;

/**
 * Where a request is: the room with its centre ("ТРЦ «Арай» · 103"), since a number alone
 * repeats across centres; the centre alone when no room was named.
 */
export const placeLabel = (objectName: string, roomNumber: string | null | undefined) =>
  roomNumber ? `${objectName} · ${roomNumber}` : objectName;
