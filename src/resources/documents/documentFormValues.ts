import type { DocumentRow } from './documentView';

/** Who a letter is from or to: a renter or a contractor of the organization, or anyone by name. */
export const CORRESPONDENT_KINDS = ['renter', 'contractor', 'other'] as const;
export type CorrespondentKind = (typeof CORRESPONDENT_KINDS)[number];

/** How the reply's due day is given: a day, or a number of business days from registration. */
export const DUE_MODES = ['date', 'days'] as const;
export type DueMode = (typeof DUE_MODES)[number];

/** The input that names the correspondent of each kind. */
export const CORRESPONDENT_FIELD = {
  renter: 'renter_id',
  contractor: 'contractor_id',
  other: 'correspondent',
} as const satisfies Record<CorrespondentKind, string>;

/** The form's values: the API's fields and the two choices that decide which of them count. */
export type DocumentFormValues = Record<string, unknown> & {
  correspondent_kind?: CorrespondentKind;
  due_mode?: DueMode;
};

/** A letter's correspondent kind: the renter's or contractor's link it has, else a name. */
export const correspondentKindOf = (
  letter: Pick<DocumentRow, 'renter_id' | 'contractor_id'>,
): CorrespondentKind => {
  if (letter.renter_id !== null) return 'renter';
  if (letter.contractor_id !== null) return 'contractor';
  return 'other';
};

/** An input left empty reads as none. */
const filled = (values: Record<string, unknown>, field: string) => {
  const value = values[field];
  return value === '' || value === undefined ? null : value;
};

/**
 * The letter the API takes from the form: only the chosen kind's correspondent, the sender's
 * number and date on an incoming letter only, and the due day or the business days as chosen
 * (the others empty). The rest of the record (its number, files, chain) the schema leaves out.
 */
export const documentBodyOf = ({
  correspondent_kind: kind = 'renter',
  due_mode: mode = 'date',
  ...values
}: DocumentFormValues) => {
  const keep = (field: string, kept: boolean) => (kept ? filled(values, field) : null);
  const incoming = values.direction === 'incoming';
  return {
    ...values,
    renter_id: keep('renter_id', kind === 'renter'),
    contractor_id: keep('contractor_id', kind === 'contractor'),
    correspondent: keep('correspondent', kind === 'other'),
    sender_number: keep('sender_number', incoming),
    sender_date: keep('sender_date', incoming),
    responsible_id: filled(values, 'responsible_id'),
    reply_to_id: filled(values, 'reply_to_id'),
    due_on: keep('due_on', mode === 'date'),
    due_in_days: keep('due_in_days', mode === 'days'),
  };
};

/** The form's choices for a letter being edited: its correspondent's kind, its due day as a day. */
export const editChoicesOf = (letter: DocumentRow): DocumentFormValues => ({
  correspondent_kind: correspondentKindOf(letter),
  due_mode: 'date',
});

/** A new letter answering `letter`: outgoing, linked to it, to the same correspondent. */
export const answerTo = (letter: DocumentRow): DocumentFormValues => {
  const kind = correspondentKindOf(letter);
  const names = {
    renter: letter.renter_id,
    contractor: letter.contractor_id,
    other: letter.correspondent,
  };
  return {
    direction: 'outgoing',
    reply_to_id: letter.id,
    correspondent_kind: kind,
    [CORRESPONDENT_FIELD[kind]]: names[kind],
  };
};
