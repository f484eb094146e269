/** A room as people name it: its centre and number ("101" exists in every centre). */
export const roomLabel = (room: { object_name: string; number: string }) =>
  `${room.object_name} · ${room.number}`;
