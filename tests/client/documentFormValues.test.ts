import { describe, expect, it } from 'vitest';
import { answerTo, documentBodyOf } from '../../src/resources/documents/documentFormValues';
import { letterRow } from './documentFixtures';

describe('a letter’s body from its form', () => {
  const typed = {
    direction: 'outgoing',
    renter_id: 1,
    contractor_id: 4,
    correspondent: 'Акимат',
    sender_number: '15/204',
    sender_date: '2026-03-01',
    due_on: '2026-03-20',
    due_in_days: 10,
    responsible_id: '',
    reply_to_id: '',
  };

  it('keeps the chosen kind’s correspondent, and no sender of an outgoing letter', () => {
    expect(
      documentBodyOf({ ...typed, correspondent_kind: 'contractor', due_mode: 'days' }),
    ).toMatchObject({
      renter_id: null,
      contractor_id: 4,
      correspondent: null,
      sender_number: null,
      sender_date: null,
      due_on: null,
      due_in_days: 10,
      responsible_id: null,
      reply_to_id: null,
    });
  });

  it('keeps an incoming letter’s sender and a due day given as a day', () => {
    expect(
      documentBodyOf({
        ...typed,
        direction: 'incoming',
        correspondent_kind: 'other',
        due_mode: 'date',
      }),
    ).toMatchObject({
      renter_id: null,
      contractor_id: null,
      correspondent: 'Акимат',
      sender_number: '15/204',
      sender_date: '2026-03-01',
      due_on: '2026-03-20',
      due_in_days: null,
    });
  });
});

describe('an answer', () => {
  it('goes out to the letter’s own correspondent, linked to it', () => {
    expect(answerTo(letterRow({ id: 11 }))).toEqual({
      direction: 'outgoing',
      reply_to_id: 11,
      correspondent_kind: 'renter',
      renter_id: 1,
    });
    expect(
      answerTo(letterRow({ id: 12, renter_id: null, correspondent: 'Департамент по ЧС' })),
    ).toEqual({
      direction: 'outgoing',
      reply_to_id: 12,
      correspondent_kind: 'other',
      correspondent: 'Департамент по ЧС',
    });
  });
});
