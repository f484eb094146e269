import { describe, expect, it } from 'vitest';
import { kazakhstanHolidays } from '../../../../src/domain/holidays';
import { BID_TRANSITIONS, type BidStatus } from '../../../../src/domain/requests';
import { checkAnswers, requestTypeInput } from '../../../../src/domain/requestTypes';
import { addBusinessHours, DEFAULT_WEEK } from '../../../../src/domain/sla';
import { REQUEST_TYPE_SEED } from '../requestTypes';
import { type BidPlanInput, planBids } from './bidPlan';

const types = REQUEST_TYPE_SEED.map((t, i) => ({ id: i + 1, ...requestTypeInput.parse(t) }));
const PURPOSES = ['retail', 'food', 'office', 'services'];

const input = (now: Date): BidPlanInput => ({
  seed: 4100,
  count: 300,
  now,
  calendar: {
    week: DEFAULT_WEEK,
    holidays: [2025, 2026, 2027].flatMap((y) => kazakhstanHolidays(y).map((h) => h.date)),
  },
  types,
  renters: Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    legal_name: `ТОО «Арендатор ${i + 1}»`,
    outlet_name: i % 2 ? `Магазин ${i + 1}` : null,
    contact_full_name: 'Ким Виктория Олеговна',
    phone: '+77017770404',
    user_id: i < 2 ? 100 + i : null,
    rooms: [{ id: 10 + i, object_id: 1 + (i % 3), purpose: PURPOSES[i % PURPOSES.length] }],
  })),
  staff: [
    { id: 1, weight: 1 },
    { id: 2, weight: 2 },
  ],
  week: [1, 1, 1, 1, 1, 0.6, 0.4],
  region: '02',
});

describe.each([
  ['a Monday morning', new Date('2026-03-02T04:10:00Z')],
  ['a Wednesday afternoon', new Date('2026-06-17T10:45:00Z')],
  ['a Sunday', new Date('2026-11-22T03:30:00Z')],
])('demo bids seeded on %s', (_, now) => {
  const plan = planBids(input(now));
  const open = (s: string) => s === 'new' || s === 'in_progress';

  it('numbers them 1…N in creation order over the last 90 days', () => {
    expect(plan).toHaveLength(300);
    expect(plan.map((b) => b.row.number)).toEqual(plan.map((_, i) => i + 1));
    const created = plan.map((b) => Date.parse(b.row.created_at));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(created[0]).toBeGreaterThan(now.getTime() - 91 * 86_400_000);
    expect(created.at(-1)).toBeLessThan(now.getTime());
  });

  it('answers every type’s form and skips types that need a file', () => {
    for (const { row } of plan) {
      const type = types.find((t) => t.id === row.request_type_id);
      expect(type?.fields.some((f) => f.type === 'file' && f.required)).toBe(false);
      const { clean, errors } = checkAnswers(type?.fields ?? [], row.answers);
      expect(errors).toEqual({});
      expect(clean).toEqual(row.answers);
      expect(row.phone).toMatch(/^\+77\d{9}$/);
      expect(row.due_at).toBe(
        addBusinessHours(
          new Date(row.created_at),
          row.sla_hours,
          input(now).calendar,
        ).toISOString(),
      );
    }
    const codes = new Set(plan.map((b) => types[b.row.request_type_id - 1].code));
    expect(codes.size).toBe(9);
  });

  it('tells each bid’s history in order, through allowed steps only', () => {
    for (const { row, events } of plan) {
      expect(events[0]).toMatchObject({ type: 'created', to_status: 'new', at: row.created_at });
      let status: BidStatus = 'new';
      let previous = row.created_at;
      for (const e of events) {
        expect(e.at >= previous && Date.parse(e.at) < now.getTime()).toBe(true);
        previous = e.at;
        if (e.type !== 'status') continue;
        expect(e.from_status).toBe(status);
        expect(BID_TRANSITIONS[status][e.to_status as BidStatus]).toBeDefined();
        status = e.to_status as BidStatus;
      }
      expect(row.status).toBe(status);
      expect(Boolean(row.done_at)).toBe(status === 'done');
      expect(Boolean(row.closed_at)).toBe(!open(status));
      expect(Boolean(row.reject_reason)).toBe(status === 'rejected');
      const rated = events.find((e) => e.type === 'rated');
      expect(rated?.data.rating ?? null).toBe(row.rating);
      if (row.executor_id) expect(events.some((e) => e.type === 'assigned')).toBe(true);
      expect(row.search_text.startsWith(`${row.number} `)).toBe(true);
    }
  });

  it('has every status, mostly done, and a handful overdue', () => {
    const by = (s: string) => plan.filter((b) => b.row.status === s).length;
    expect(by('done')).toBeGreaterThan(200);
    for (const s of ['in_progress', 'rejected', 'cancelled']) expect(by(s)).toBeGreaterThan(0);
    const overdue = plan.filter(
      (b) => open(b.row.status) && Date.parse(b.row.due_at) < now.getTime(),
    );
    expect(overdue.length).toBeGreaterThanOrEqual(5);
    expect(overdue.length).toBeLessThanOrEqual(10);
  });

  it('comments between creation and closing, internal notes from staff only', () => {
    const commented = plan.filter((b) => b.comments.length);
    expect(commented.length).toBeGreaterThan(50);
    for (const { row, comments } of commented) {
      for (const c of comments) {
        expect(c.created_at > row.created_at).toBe(true);
        if (row.closed_at) expect(c.created_at <= row.closed_at).toBe(true);
        if (c.internal) expect([1, 2]).toContain(c.author_id);
      }
    }
  });

  it('comes out the same every time', () => {
    expect(planBids(input(now))).toEqual(plan);
  });
});
