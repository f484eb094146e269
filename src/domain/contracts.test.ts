import { describe, expect, it } from 'vitest';
import {
  contractInput,
  contractStatusInput,
  lastLeaseDay,
  monthlyRent,
  noticeBy,
  renewalTerms,
} from './contracts';
import { fieldErrors } from './validation';

const valid = {
  number: 'А-2026/014',
  signed_on: '2026-11-20',
  renter_id: 1,
  object_id: 2,
  room_ids: [3, 4],
  rate_per_m2: '8500',
  starts_on: '2026-12-01',
  ends_on: '2029-11-30',
};

const errorsOf = (body: object) => {
  const parsed = contractInput.safeParse({ ...valid, ...body });
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('contract input', () => {
  it('takes a lease with defaults for what a form leaves out', () => {
    expect(contractInput.parse(valid)).toMatchObject({
      area: null,
      rate_per_m2: 8500,
      deposit: 0,
      indexation_percent: null,
      payment_day: 5,
      free_months: 0,
      notice_days: 30,
      responsible_id: null,
      file_ids: [],
    });
  });

  it('names the field of each bad value', () => {
    expect(errorsOf({ ends_on: '2026-11-30' })).toEqual({
      ends_on: 'validation.contract_end_before_start',
    });
    expect(errorsOf({ ends_on: '2056-12-01' })).toEqual({ ends_on: 'validation.contract_term' });
    expect(errorsOf({ payment_day: 29 })).toEqual({
      payment_day: 'validation.contract_payment_day',
    });
    expect(errorsOf({ indexation_percent: 150 })).toEqual({
      indexation_percent: 'validation.contract_indexation',
    });
    expect(errorsOf({ free_months: 40 })).toEqual({
      free_months: 'validation.contract_free_months',
    });
    expect(errorsOf({ room_ids: [] })).toEqual({ room_ids: 'validation.required' });
    expect(errorsOf({ room_ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual({
      room_ids: 'validation.contract_rooms',
    });
    expect(errorsOf({ rate_per_m2: -1 })).toEqual({ rate_per_m2: 'validation.number' });
    expect(errorsOf({ rate_per_m2: null })).toEqual({ rate_per_m2: 'validation.required' });
    expect(errorsOf({ rate_per_m2: '' })).toEqual({ rate_per_m2: 'validation.required' });
    expect(errorsOf({ signed_on: '2026-02-30' })).toEqual({ signed_on: 'validation.date' });
  });

  it('asks a termination for its day and reason', () => {
    const parsed = contractStatusInput.safeParse({ status: 'terminated' });
    expect(parsed.success ? {} : fieldErrors(parsed.error.issues)).toEqual({
      reason: 'validation.reason_required',
      terminated_on: 'validation.required',
    });
    expect(contractStatusInput.safeParse({ status: 'active' }).success).toBe(true);
  });

  it('computes the monthly rent and the notice deadline', () => {
    expect(monthlyRent(120.5, 8500)).toBe(1_024_250);
    expect(monthlyRent(33.33, 3333.33)).toBe(111_099.89);
    expect(noticeBy('2027-03-31', 60)).toBe('2027-01-30');
    expect(noticeBy('2027-03-31', 0)).toBe('2027-03-31');
  });

  it('keeps a contract’s dates within the calendar’s range, and a broken field to its own message', () => {
    expect(errorsOf({ ends_on: '2150-01-01' })).toEqual({
      ends_on: 'validation.calendar_date_range',
    });
    expect(errorsOf({ free_months: 'x', ends_on: '9999-12-31' })).toEqual({
      free_months: 'validation.contract_free_months',
    });
  });

  it('drafts a renewal from the day after the end, as long, at the indexed rate', () => {
    const lease = { starts_on: '2025-03-01', ends_on: '2027-02-28', rate_per_m2: 10_000 };
    expect(renewalTerms({ ...lease, indexation_percent: 10 })).toEqual({
      starts_on: '2027-03-01',
      ends_on: '2029-02-28',
      rate_per_m2: 12_100,
    });
    expect(renewalTerms({ ...lease, ends_on: '2025-12-14', indexation_percent: null })).toEqual({
      starts_on: '2025-12-15',
      ends_on: '2026-09-29',
      rate_per_m2: 10_000,
    });
  });

  it('ends a terminated lease on its termination day when that comes first', () => {
    const lease = { status: 'terminated', ends_on: '2027-12-31', terminated_on: '2027-06-30' };
    expect(lastLeaseDay(lease)).toBe('2027-06-30');
    expect(lastLeaseDay({ ...lease, status: 'active' })).toBe('2027-12-31');
    expect(lastLeaseDay({ ...lease, terminated_on: '2028-01-15' })).toBe('2027-12-31');
  });
});
