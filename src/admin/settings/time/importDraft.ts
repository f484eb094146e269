import type { ImportMapping } from '../../../domain/time';

/** The mapping as the form holds it: `''` for a column not chosen. */
export interface ImportDraft {
  device_id: number | '';
  card: string;
  at: string;
  /** Whether the date and the time are in separate columns (`time` then names the second). */
  separate_time: boolean;
  time: string;
  direction: string;
  in_value: string;
  out_value: string;
}

export const EMPTY_DRAFT: ImportDraft = {
  device_id: '',
  card: '',
  at: '',
  separate_time: false,
  time: '',
  direction: '',
  in_value: '',
  out_value: '',
};

/**
 * The form's start for a file: the organization's remembered mapping, keeping only the columns
 * this file has (another system's export starts blank where it differs).
 */
export const draftOf = (columns: string[], remembered: ImportMapping | null): ImportDraft => {
  if (!remembered) return EMPTY_DRAFT;
  const column = (name: string | null) => (name && columns.includes(name) ? name : '');
  const time = column(remembered.time);
  const direction = column(remembered.direction);
  return {
    device_id: remembered.device_id,
    card: column(remembered.card),
    at: column(remembered.at),
    separate_time: time !== '',
    time,
    direction,
    in_value: direction ? (remembered.in_value ?? '') : '',
    out_value: direction ? (remembered.out_value ?? '') : '',
  };
};

/** What the server is sent: no time column unless separate, no values without a direction. */
export const mappingOf = (draft: ImportDraft) => ({
  device_id: draft.device_id === '' ? null : draft.device_id,
  card: draft.card,
  at: draft.at,
  time: draft.separate_time ? draft.time || null : null,
  direction: draft.direction || null,
  in_value: draft.direction ? draft.in_value.trim() || null : null,
  out_value: draft.direction ? draft.out_value.trim() || null : null,
});
