import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  DOCUMENT_TRANSITIONS,
  documentInput,
  documentNumber,
  documentPrefixesInput,
  isOverdue,
} from './documents';

const letter = (over: Record<string, unknown> = {}) => ({
  direction: 'incoming',
  registered_on: '2026-11-27',
  subject: 'О графике уборки',
  delivery: 'post',
  correspondent: 'ТОО «Чистый город»',
  ...over,
});

/** The fields a body's errors name. */
const errorsOf = (body: Record<string, unknown>) => {
  const parsed = documentInput.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('letters', () => {
  it('numbers a letter by prefix, year and a sequence of at least four digits', () => {
    expect(documentNumber('ВХ', 2026, 1)).toBe('ВХ-2026-0001');
    expect(documentNumber('OUT', 2027, 12345)).toBe('OUT-2027-12345');
  });

  it('takes prefixes of letters and digits in any alphabet, up to ten', () => {
    expect(documentPrefixesInput.safeParse({ incoming: 'КІР', outgoing: 'ИСХ2' }).success).toBe(
      true,
    );
    for (const bad of ['', 'ВХ-1', 'ВХ 1', 'ABCDEFGHIJK']) {
      expect(documentPrefixesInput.safeParse({ incoming: bad, outgoing: 'OUT' }).success).toBe(
        false,
      );
    }
  });

  it('needs exactly one correspondent: a renter, a contractor or a name', () => {
    expect(errorsOf(letter())).toEqual({});
    expect(errorsOf(letter({ correspondent: null }))).toEqual({
      correspondent: 'validation.document_correspondent',
    });
    expect(errorsOf(letter({ renter_id: 4 }))).toEqual({
      correspondent: 'validation.document_one_correspondent',
    });
    expect(errorsOf(letter({ correspondent: null, contractor_id: 2 }))).toEqual({});
  });

  it('keeps the sender’s number and date for incoming letters', () => {
    expect(errorsOf(letter({ sender_number: '15/3', sender_date: '2026-11-20' }))).toEqual({});
    expect(
      errorsOf(letter({ direction: 'outgoing', sender_number: '15/3', sender_date: '2026-11-20' })),
    ).toEqual({
      sender_number: 'validation.document_incoming_only',
      sender_date: 'validation.document_incoming_only',
    });
    expect(errorsOf(letter({ sender_date: '2026-11-28' }))).toEqual({
      sender_date: 'validation.document_sent_after_registration',
    });
  });

  it('takes a due day or a number of business days, not both, never before registration', () => {
    expect(errorsOf(letter({ due_on: '2026-12-10' }))).toEqual({});
    expect(errorsOf(letter({ due_in_days: 10 }))).toEqual({});
    expect(errorsOf(letter({ due_on: '2026-12-10', due_in_days: 10 }))).toEqual({
      due_in_days: 'validation.document_due_twice',
    });
    expect(errorsOf(letter({ due_on: '2026-11-26' }))).toEqual({
      due_on: 'validation.document_due_before_registration',
    });
    expect(errorsOf(letter({ due_in_days: 366 }))).toEqual({
      due_in_days: 'validation.document_due_days',
    });
    expect(errorsOf(letter({ due_on: '2100-01-01' }))).toEqual({
      due_on: 'validation.calendar_date_range',
    });
  });

  it('is overdue only while an incoming letter waits for its answer past its day', () => {
    const due = { direction: 'incoming', status: 'in_work', due_on: '2026-11-26' };
    expect(isOverdue(due, '2026-11-27')).toBe(true);
    expect(isOverdue(due, '2026-11-26')).toBe(false);
    expect(isOverdue({ ...due, status: 'answered' }, '2026-11-27')).toBe(false);
    expect(isOverdue({ ...due, direction: 'outgoing' }, '2026-11-27')).toBe(false);
    expect(isOverdue({ ...due, due_on: null }, '2026-11-27')).toBe(false);
  });

  it('moves every status somewhere, and never to itself', () => {
    for (const [from, to] of Object.entries(DOCUMENT_TRANSITIONS)) {
      expect(to.length).toBeGreaterThan(0);
      expect(to).not.toContain(from);
    }
  });
});

describe('business days', () => {
  const weekdays = { from: '09:00', to: '18:00' };
  const calendar = {
    week: {
      1: [weekdays],
      2: [weekdays],
      3: [weekdays],
      4: [weekdays],
      5: [weekdays],
      6: [],
      7: [],
    },
    holidays: ['2026-12-16', '2026-12-17'],
  };

  it('counts working days only, past weekends and holidays', () => {
    // Friday 27 November 2026: one business day later is Monday.
    expect(addBusinessDays('2026-11-27', 1, calendar)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 5, calendar)).toBe('2026-12-04');
    // Independence Day (16–17 December) falls on Wednesday and Thursday.
    expect(addBusinessDays('2026-12-15', 1, calendar)).toBe('2026-12-18');
    expect(addBusinessDays('2026-12-15', 2, calendar)).toBe('2026-12-21');
  });

  it('gives up on a calendar without a working day', () => {
    const never = { week: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }, holidays: [] };
    expect(addBusinessDays('2026-11-27', 1, never)).toBeNull();
  });
});
