import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  occurrenceStarts,
  occurrencesBefore,
  type RepeatRule,
} from '../../server/modules/calendar/recurrence';
import { caller, createEvent, entries, eventBody, type Headers } from './calendarFixtures';
import { addEmployee, auth, createTestApp, login, type TestContext } from './helpers';

const rule = (overrides: Partial<RepeatRule>): RepeatRule => ({
  starts_at: '2030-01-31T10:00:00+05:00',
  repeat: 'none',
  repeat_weekdays: [],
  repeat_until: null,
  repeat_count: null,
  ...overrides,
});

const starts = (r: RepeatRule, from: string, to: string) =>
  occurrenceStarts(r, new Date(from), new Date(to)).map((d) => d.toISOString());

describe('expanding a repeat (rrule, Almaty wall time)', () => {
  it('puts a monthly repeat on the 31st only in months that have one', () => {
    expect(starts(rule({ repeat: 'monthly' }), '2030-01-01T00:00Z', '2030-08-01T00:00Z')).toEqual([
      '2030-01-31T05:00:00.000Z',
      '2030-03-31T05:00:00.000Z',
      '2030-05-31T05:00:00.000Z',
      '2030-07-31T05:00:00.000Z',
    ]);
  });

  it('puts a yearly repeat on 29 February only in leap years', () => {
    const leap = rule({ repeat: 'yearly', starts_at: '2028-02-29T09:00:00+05:00' });
    expect(starts(leap, '2028-01-01T00:00Z', '2037-01-01T00:00Z')).toEqual([
      '2028-02-29T04:00:00.000Z',
      '2032-02-29T04:00:00.000Z',
      '2036-02-29T04:00:00.000Z',
    ]);
  });

  it('repeats weekly on two days, up to and including the until day', () => {
    const weekly = rule({
      repeat: 'weekly',
      starts_at: '2030-01-07T10:00:00+05:00',
      repeat_weekdays: [1, 3],
      repeat_until: '2030-01-16',
    });
    expect(starts(weekly, '2030-01-01T00:00Z', '2030-12-31T00:00Z')).toEqual([
      '2030-01-07T05:00:00.000Z',
      '2030-01-09T05:00:00.000Z',
      '2030-01-14T05:00:00.000Z',
      '2030-01-16T05:00:00.000Z',
    ]);
  });

  it('stops after the count, counting from the start whatever the window', () => {
    const daily = rule({
      repeat: 'daily',
      starts_at: '2030-01-01T23:30:00+05:00',
      repeat_count: 5,
    });
    expect(starts(daily, '2030-01-03T00:00Z', '2031-01-01T00:00Z')).toEqual([
      '2030-01-03T18:30:00.000Z',
      '2030-01-04T18:30:00.000Z',
      '2030-01-05T18:30:00.000Z',
    ]);
  });

  it('takes the until day whole in Almaty: 23:30 on it is still in', () => {
    const until = rule({
      repeat: 'daily',
      starts_at: '2030-01-01T23:30:00+05:00',
      repeat_until: '2030-01-03',
    });
    expect(starts(until, '2030-01-01T00:00Z', '2031-01-01T00:00Z')).toEqual([
      '2030-01-01T18:30:00.000Z',
      '2030-01-02T18:30:00.000Z',
      '2030-01-03T18:30:00.000Z',
    ]);
  });

  it('keeps the Almaty wall time whatever the process time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const weekly = rule({
        repeat: 'weekly',
        starts_at: '2030-01-07T10:00:00+05:00',
        repeat_weekdays: [1],
      });
      const all = occurrenceStarts(weekly, new Date('2030-01-01'), new Date('2031-01-01'));
      expect(all).toHaveLength(52);
      // Monday 10:00 in Almaty is Monday 05:00 UTC all year, across New York's DST changes.
      expect(all.every((d) => d.getUTCDay() === 1 && d.getUTCHours() === 5)).toBe(true);
    } finally {
      process.env.TZ = zone;
    }
  });
});

const { Frequency, RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');
const ALMATY_MS = 5 * 3600_000;
const DAY_MS = 86_400_000;
const FREQUENCIES: Record<string, number> = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};

/** The series as plain rrule expands it, walking from its first occurrence (the reference). */
const walked = (r: RepeatRule, from: Date, to: Date) =>
  new RRule({
    freq: FREQUENCIES[r.repeat],
    dtstart: new Date(Date.parse(r.starts_at) + ALMATY_MS),
    wkst: RRule.MO,
    byweekday: r.repeat === 'weekly' ? r.repeat_weekdays.map((d) => d - 1) : null,
    until: r.repeat_until ? new Date(`${r.repeat_until}T23:59:59.999Z`) : null,
    count: r.repeat_count,
  })
    .between(new Date(from.getTime() + ALMATY_MS), new Date(to.getTime() + ALMATY_MS), true)
    .map((d) => new Date(d.getTime() - ALMATY_MS).toISOString());

/** A small seeded generator (a linear congruential one): the same cases on every run. */
const seeded = (seed: number) => {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
};

describe('expanding from the window, not from the first occurrence', () => {
  it('gives what walking the whole series gives, for many rules and windows', () => {
    const pick = seeded(20_300_131);
    const repeats = ['daily', 'weekly', 'monthly', 'yearly'];
    const spans: Record<string, number> = {
      daily: 800,
      weekly: 3000,
      monthly: 9000,
      yearly: 36000,
    };
    for (let n = 0; n < 1200; n++) {
      const repeat = repeats[n % 4];
      // 28th to 31st and 29 February come often: the days months and years skip.
      const day = pick(3) === 0 ? 28 + pick(4) : 1 + pick(31);
      const startMs =
        Date.UTC(2000 + pick(30), pick(12), day, pick(24), pick(4) * 15) +
        (pick(5) ? 0 : pick(1000));
      const end = pick(3);
      const r = rule({
        starts_at: new Date(startMs).toISOString(),
        repeat,
        repeat_weekdays:
          repeat === 'weekly' ? [...new Set([1 + pick(7), 1 + pick(7), 1 + pick(7)])] : [],
        repeat_until:
          end === 1
            ? new Date(startMs + pick(spans[repeat]) * DAY_MS).toISOString().slice(0, 10)
            : null,
        repeat_count: end === 2 ? 1 + pick(730) : null,
      });
      const from = new Date(startMs + (pick(spans[repeat]) - 40) * DAY_MS + pick(DAY_MS));
      const to = new Date(from.getTime() + pick(400) * DAY_MS + pick(DAY_MS));
      const context = JSON.stringify({ r, from, to });
      expect(starts(r, from.toISOString(), to.toISOString()), context).toEqual(walked(r, from, to));
      expect(occurrencesBefore(r, to), context).toBe(
        walked(r, new Date(startMs), new Date(to.getTime() - 1)).length,
      );
    }
  });

  it("finds a series' start among its occurrences, to the millisecond", () => {
    const start = '2030-01-07T10:00:00.250+05:00';
    const daily = rule({ repeat: 'daily', starts_at: start });
    expect(starts(daily, '2030-01-07T05:00:00.250Z', '2030-01-08T05:00:00.250Z')).toEqual([
      '2030-01-07T05:00:00.250Z',
      '2030-01-08T05:00:00.250Z',
    ]);
  });

  it('expands a century-old daily series for a far window as fast as a new one', () => {
    const old = rule({ repeat: 'daily', starts_at: '2000-01-01T00:00:00+05:00' });
    const started = performance.now();
    for (let n = 0; n < 200; n++) {
      expect(starts(old, '2099-06-01T00:00:00+05:00', '2099-06-02T00:00:00+05:00')).toHaveLength(2);
    }
    // Walking 36,000 days two hundred times takes minutes; the window alone, milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('a repeating series through the API', () => {
  let ctx: TestContext;
  let who: Headers;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);
  const week = (monday: string) =>
    [
      `${monday}T00:00:00+05:00`,
      `${monday.slice(0, 8)}${Number(monday.slice(8)) + 7}T00:00:00+05:00`,
    ] as const;
  const weekly = { repeat: 'weekly', repeat_weekdays: [1, 3] };

  beforeAll(async () => {
    ctx = await createTestApp();
    await addEmployee(ctx.app, 'rec_owner', 'none');
    who = auth(await login(ctx.app, 'rec_owner'));
  });
  afterAll(() => ctx.close());

  it('expands only into the range, with its boundaries', async () => {
    const { id } = await createEvent(ctx.app, who, { title: 'Границы', ...weekly });
    const mine = (list: Awaited<ReturnType<typeof entries>>) =>
      list.filter((e) => e.event_id === id);
    // Monday 7 January 10:00–11:00: a range ending at its start, or starting at its end, misses it.
    expect(
      mine(await entries(ctx.app, who, '2030-01-07T09:00:00+05:00', '2030-01-07T10:00:00+05:00')),
    ).toEqual([]);
    expect(
      mine(await entries(ctx.app, who, '2030-01-07T11:00:00+05:00', '2030-01-07T12:00:00+05:00')),
    ).toEqual([]);
    const during = mine(
      await entries(ctx.app, who, '2030-01-07T10:30:00+05:00', '2030-01-07T10:31:00+05:00'),
    );
    expect(during.map((e) => e.occurrence)).toEqual(['2030-01-07T05:00:00.000Z']);
    expect(mine(await entries(ctx.app, who, ...week('2030-01-14')))).toHaveLength(2);
  });

  it('moves one occurrence on its own (this), in and out of ranges', async () => {
    const { id } = await createEvent(ctx.app, who, { title: 'Планёрка', ...weekly });
    const original = '2030-01-09T05:00:00.000Z';
    const moved = await call('PUT', `/api/calendar-events/${id}`, who, {
      ...eventBody({ title: 'Планёрка (перенос)', ...weekly }),
      starts_at: '2030-01-18T15:00:00+05:00',
      ends_at: '2030-01-18T16:00:00+05:00',
      scope: 'this',
      occurrence: original,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const first = (await entries(ctx.app, who, ...week('2030-01-07'))).filter(
      (e) => e.event_id === id,
    );
    expect(first.map((e) => e.occurrence)).toEqual(['2030-01-07T05:00:00.000Z']);
    const second = (await entries(ctx.app, who, ...week('2030-01-14'))).filter(
      (e) => e.event_id === id,
    );
    expect(second.map((e) => [e.starts_at, e.title, e.detached, e.occurrence])).toEqual([
      ['2030-01-14T05:00:00.000Z', 'Планёрка', false, '2030-01-14T05:00:00.000Z'],
      ['2030-01-16T05:00:00.000Z', 'Планёрка', false, '2030-01-16T05:00:00.000Z'],
      ['2030-01-18T10:00:00.000Z', 'Планёрка (перенос)', true, original],
    ]);
    const bogus = await call('PUT', `/api/calendar-events/${id}`, who, {
      ...eventBody(weekly),
      scope: 'this',
      occurrence: '2030-01-08T05:00:00.000Z',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors).toEqual({ occurrence: 'validation.invalid' });
  });

  it('renames one occurrence by its title alone: it keeps its own time', async () => {
    const { id } = await createEvent(ctx.app, who, { title: 'Летучка', ...weekly });
    const occurrence = '2030-01-16T05:00:00.000Z';
    const renamed = await call('PUT', `/api/calendar-events/${id}`, who, {
      title: 'Летучка с подрядчиком',
      scope: 'this',
      occurrence,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const list = (await entries(ctx.app, who, ...week('2030-01-14'))).filter(
      (e) => e.event_id === id,
    );
    expect(list.map((e) => [e.starts_at, e.ends_at, e.title])).toEqual([
      ['2030-01-14T05:00:00.000Z', '2030-01-14T06:00:00.000Z', 'Летучка'],
      ['2030-01-16T05:00:00.000Z', '2030-01-16T06:00:00.000Z', 'Летучка с подрядчиком'],
    ]);
  });

  it('cancels one occurrence (delete this)', async () => {
    const { id } = await createEvent(ctx.app, who, { title: 'Отмена', ...weekly });
    const occurrence = '2030-01-14T05:00:00.000Z';
    const res = await call(
      'DELETE',
      `/api/calendar-events/${id}?scope=this&occurrence=${occurrence}`,
      who,
    );
    expect(res.statusCode).toBe(204);
    const left = (await entries(ctx.app, who, ...week('2030-01-14'))).filter(
      (e) => e.event_id === id,
    );
    expect(left.map((e) => e.occurrence)).toEqual(['2030-01-16T05:00:00.000Z']);
  });

  it('splits a counted series (following): the rest keeps the remaining count', async () => {
    const { id } = await createEvent(ctx.app, who, {
      title: 'Обход',
      starts_at: '2030-03-01T09:00:00+05:00',
      ends_at: '2030-03-01T09:30:00+05:00',
      repeat: 'daily',
      repeat_count: 10,
    });
    const res = await call('PUT', `/api/calendar-events/${id}`, who, {
      ...eventBody({ title: 'Обход (новое время)', repeat: 'daily', repeat_count: 10 }),
      starts_at: '2030-03-04T11:00:00+05:00',
      ends_at: '2030-03-04T11:30:00+05:00',
      scope: 'following',
      occurrence: '2030-03-04T04:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json();
    expect(next.id).not.toBe(id);
    expect(next.repeat_count).toBe(7);
    const old = (await call('GET', `/api/calendar-events/${id}`, who)).json();
    expect(old.repeat_count).toBe(3);
    const march = await entries(
      ctx.app,
      who,
      '2030-03-01T00:00:00+05:00',
      '2030-04-01T00:00:00+05:00',
    );
    const series = march.filter((e) => e.event_id === id || e.event_id === next.id);
    expect(series).toHaveLength(10);
    expect(
      series
        .slice(0, 3)
        .every((e) => e.title === 'Обход' && e.starts_at.endsWith('T04:00:00.000Z')),
    ).toBe(true);
    expect(
      series
        .slice(3)
        .every((e) => e.title === 'Обход (новое время)' && e.starts_at.endsWith('T06:00:00.000Z')),
    ).toBe(true);
  });

  it('ends an open series the day before (following), or deletes it from the first', async () => {
    const { id } = await createEvent(ctx.app, who, { title: 'До конца', ...weekly });
    const cut = await call(
      'DELETE',
      `/api/calendar-events/${id}?scope=following&occurrence=2030-01-14T05:00:00.000Z`,
      who,
    );
    expect(cut.statusCode).toBe(204);
    expect((await call('GET', `/api/calendar-events/${id}`, who)).json().repeat_until).toBe(
      '2030-01-13',
    );
    const later = await entries(
      ctx.app,
      who,
      '2030-01-10T00:00:00+05:00',
      '2030-06-01T00:00:00+05:00',
    );
    expect(later.some((e) => e.event_id === id)).toBe(false);
    const fromFirst = await call(
      'DELETE',
      `/api/calendar-events/${id}?scope=following&occurrence=2030-01-07T05:00:00.000Z`,
      who,
    );
    expect(fromFirst.statusCode).toBe(204);
    expect((await call('GET', `/api/calendar-events/${id}`, who)).statusCode).toBe(404);
  });

  it('changes the whole series (all): a new time drops the edited occurrences', async () => {
    const { id } = await createEvent(ctx.app, who, { title: 'Серия', ...weekly });
    await call('PUT', `/api/calendar-events/${id}`, who, {
      ...eventBody({ title: 'Одна', ...weekly }),
      scope: 'this',
      occurrence: '2030-01-14T05:00:00.000Z',
    });
    const res = await call('PUT', `/api/calendar-events/${id}`, who, {
      ...eventBody({ title: 'Серия в 12', ...weekly }),
      starts_at: '2030-01-07T12:00:00+05:00',
      ends_at: '2030-01-07T13:00:00+05:00',
      scope: 'all',
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await entries(ctx.app, who, ...week('2030-01-14'))).filter(
      (e) => e.event_id === id,
    );
    expect(list.map((e) => [e.starts_at, e.title, e.detached])).toEqual([
      ['2030-01-14T07:00:00.000Z', 'Серия в 12', false],
      ['2030-01-16T07:00:00.000Z', 'Серия в 12', false],
    ]);
  });
});
