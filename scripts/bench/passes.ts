import type { Db } from '../../server/db/client';
import { storeEvents } from '../../server/modules/time/ingest';
import { MAX_EVENTS_PER_BATCH } from '../../src/domain/time';
import { type Check, formatTable, round } from './report';
import type { Caller } from './scenarios';

/** A large centre's month of passes in one go: what a file import or a backlog brings. */
export const PASSES = { batch: 100_000, cards: 2_000, days: 30, targetMs: 5_000 };

export interface PassRun {
  name: string;
  events: number;
  ms: number;
  stored: number;
  duplicates: number;
}

/** `count` events of `PASSES.cards` cards over the last `PASSES.days` days, `offset` apart. */
const batchOf = (count: number, offset: number) => {
  const now = Date.now();
  const span = PASSES.days * 86_400_000;
  return Array.from({ length: count }, (_, i) => ({
    card: `B${String((i + offset) % PASSES.cards).padStart(5, '0')}`,
    direction: (i + offset) % 2 === 0 ? 'in' : 'out',
    at: new Date(
      now - 60_000 - Math.floor(((i + offset) * span) / (count + offset + 1)),
    ).toISOString(),
  }));
};

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

/**
 * Passes stored in bulk: 100,000 events in one set-based statement (`storeEvents`, what the device
 * route and the file import run), the same again (every one a duplicate), and a device's ten full
 * batches over HTTP with its key.
 */
export const runPasses = async (
  db: Db,
  caller: Caller,
  productUrl: string,
  token: string,
  progress: (line: string) => void,
): Promise<PassRun[]> => {
  progress(`passes: ${PASSES.batch.toLocaleString('en-US')} events in one batch…`);
  const made = await fetch(`${productUrl}/api/devices`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Бенч турникет', object_id: null, direction: 'both' }),
  });
  const device = (await made.json()) as { id: number; key: string };
  const source = {
    landlordId: caller.landlordId,
    deviceId: device.id,
    direction: 'both' as const,
    source: 'import' as const,
  };
  const events = batchOf(PASSES.batch, 0);
  const first = await timed(() => storeEvents(db, source, events));
  const again = await timed(() => storeEvents(db, source, events));
  const runs: PassRun[] = [
    { name: 'one batch of 100,000', events: events.length, ms: first.ms, ...first.result },
    { name: 'the same batch again', events: events.length, ms: again.ms, ...again.result },
  ];
  let http = { ms: 0, stored: 0, duplicates: 0, events: 0 };
  for (let call = 0; call < 10; call++) {
    const batch = batchOf(MAX_EVENTS_PER_BATCH, PASSES.batch + call * MAX_EVENTS_PER_BATCH);
    const { result, ms } = await timed(async () => {
      const res = await fetch(`${productUrl}/api/devices/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events: batch }),
      });
      return (await res.json()) as { stored: number; duplicates: number };
    });
    http = {
      ms: http.ms + ms,
      stored: http.stored + result.stored,
      duplicates: http.duplicates + result.duplicates,
      events: http.events + batch.length,
    };
  }
  runs.push({ name: 'a device: 10 calls of 10,000 (HTTP)', ...http });
  return runs;
};

export const passTable = (runs: PassRun[]) =>
  formatTable(
    ['passes', 'events', 'ms', 'stored', 'duplicates'],
    runs.map((r) => [r.name, round(r.events), round(r.ms), round(r.stored), round(r.duplicates)]),
  );

export const checkPasses = ([first, again, http]: PassRun[]): Check[] => [
  {
    target: `100,000 passes stored in one batch < ${round(PASSES.targetMs)} ms`,
    ok: first.ms < PASSES.targetMs && first.stored === first.events,
    detail: `${round(first.ms)} ms, ${round(first.stored)} stored`,
  },
  {
    target: 'a batch sent again stores nothing twice',
    ok: again.stored === 0 && again.duplicates === again.events,
    detail: `${round(again.stored)} stored, ${round(again.duplicates)} duplicates`,
  },
  {
    target: 'a device’s ten full batches all stored',
    ok: http.stored === http.events,
    detail: `${round(http.stored)} of ${round(http.events)} in ${round(http.ms)} ms`,
  },
];
