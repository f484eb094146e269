import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  allowedStatuses,
  anyLoss,
  compareLedger,
  type Observed,
  totalOf,
} from '../../scripts/ops/ledger';

const attempt = (over: Partial<Attempt>): Attempt => ({
  kind: 'bid',
  marker: 'm1',
  outcome: 'acked',
  id: 1,
  idempotent: true,
  retries: 0,
  replayed: false,
  ...over,
});

const observed = (over: Partial<Observed> = {}): Observed => ({
  records: {},
  taskStatus: new Map(),
  ...over,
});

const countOf = (kind: string, result: ReturnType<typeof compareLedger>) =>
  result.counts.find((c) => c.kind === kind);

describe('the crash test ledger', () => {
  it('finds an acknowledged write stored whole once, with the id answered', () => {
    const result = compareLedger(
      [attempt({})],
      observed({ records: { bid: [{ id: 1, marker: 'm1', problems: [] }] } }),
    );
    expect(countOf('bid', result)).toMatchObject({ acked: 1, found: 1, lost: 0, halfWritten: 0 });
    expect(anyLoss(result)).toBe(false);
  });

  it('counts an acknowledged write missing, or stored under another id, as lost', () => {
    const missing = compareLedger([attempt({})], observed());
    expect(countOf('bid', missing)?.lost).toBe(1);
    const moved = compareLedger(
      [attempt({ id: 7 })],
      observed({ records: { bid: [{ id: 8, marker: 'm1', problems: [] }] } }),
    );
    expect(countOf('bid', moved)?.lost).toBe(1);
    expect(anyLoss(moved)).toBe(true);
  });

  it('counts a write stored twice as duplicated and one with a missing part as half-written', () => {
    const twice = compareLedger(
      [attempt({ outcome: 'cut', id: undefined, retries: 1 })],
      observed({
        records: {
          bid: [
            { id: 1, marker: 'm1', problems: [] },
            { id: 2, marker: 'm1', problems: [] },
          ],
        },
      }),
    );
    expect(countOf('bid', twice)).toMatchObject({ duplicated: 1, cut: 1, retried: 1 });
    const half = compareLedger(
      [attempt({ kind: 'notification' })],
      observed({
        records: { notification: [{ id: 1, marker: 'm1', problems: ['0 recipient rows'] }] },
      }),
    );
    expect(countOf('notification', half)).toMatchObject({ halfWritten: 1, found: 0 });
    expect(half.problems[0]).toContain('0 recipient rows');
  });

  it('accepts a cut write stored or not, and ignores refused ones', () => {
    const cut = attempt({ outcome: 'cut', id: undefined, idempotent: false });
    const stored = compareLedger(
      [cut],
      observed({ records: { bid: [{ id: 3, marker: 'm1', problems: [] }] } }),
    );
    expect(countOf('bid', stored)).toMatchObject({ cut: 1, cutStored: 1, lost: 0 });
    expect(anyLoss(compareLedger([cut], observed()))).toBe(false);
    const refused = compareLedger([attempt({ outcome: 'refused', id: undefined })], observed());
    expect(countOf('bid', refused)?.refused).toBe(1);
    expect(anyLoss(refused)).toBe(false);
  });

  it('allows a task the last acknowledged status or that of a move cut after it', () => {
    const move = (value: string, outcome: Attempt['outcome']) =>
      attempt({ kind: 'task_status', marker: 'task:5', value, outcome });
    expect([...allowedStatuses([], 'new')]).toEqual(['new']);
    expect([...allowedStatuses([move('in_progress', 'cut')], 'new')].sort()).toEqual([
      'in_progress',
      'new',
    ]);
    const moves = [move('in_progress', 'acked'), move('paused', 'refused'), move('done', 'cut')];
    expect([...allowedStatuses(moves, 'new')].sort()).toEqual(['done', 'in_progress']);
    const ok = compareLedger(moves, observed({ taskStatus: new Map([[5, 'done']]) }));
    expect(countOf('task_status', ok)).toMatchObject({ acked: 1, found: 1, lost: 0 });
    const lost = compareLedger(moves, observed({ taskStatus: new Map([[5, 'new']]) }));
    expect(countOf('task_status', lost)?.lost).toBe(1);
    expect(lost.problems[0]).toContain('task 5: status new');
  });

  it('adds the kinds up', () => {
    const result = compareLedger(
      [attempt({}), attempt({ kind: 'upload', marker: 'sha', outcome: 'cut', id: undefined })],
      observed({ records: { bid: [{ id: 1, marker: 'm1', problems: [] }] } }),
    );
    expect(totalOf(result.counts)).toMatchObject({ acked: 1, found: 1, cut: 1, lost: 0 });
  });
});
