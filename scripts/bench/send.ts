import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accountActive } from '../../server/lib/authUser';
import { NOTIFICATIONS } from './notifications';
import { type Check, formatTable, round } from './report';
import type { Caller } from './scenarios';

/** One side's sends: how long each took, what it answered and how many people it reached. */
export interface SendRun {
  name: string;
  ms: number[];
  /** HTTP statuses (the baseline, which has no HTTP, counts as 201 when it committed). */
  statuses: number[];
  recipients: number[];
  /** Bytes of the answers, all sends together (the product's card lists every recipient). */
  bytes: number;
}

/** Sending within this answers fast enough for the landlord (issue 14, "Speed and scale"). */
export const SEND_TARGET_MS = 1_000;

const message = (n: number) =>
  `Уважаемые арендаторы! Плановые работы №${n}: в субботу с 23:00 до 05:00 отключение воды в корпусе B.`;

/**
 * `POST /api/employee-notifications` as the send form posts it (multipart, a message and
 * `audience=renters`), timed until its answer is read to the end.
 */
const productSend = async (productUrl: string, token: string, n: number) => {
  const form = new FormData();
  form.append('message', message(n));
  form.append('audience', 'renters');
  const started = performance.now();
  const res = await fetch(`${productUrl}/api/employee-notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  const recipients =
    res.status === 201 ? (JSON.parse(text) as { recipient_count: number }).recipient_count : 0;
  return { ms, status: res.status, recipients, bytes: Buffer.byteLength(text) };
};

/**
 * The same SQL work bare, in one transaction as the product's: the notification row, then its
 * recipients in one INSERT … SELECT over the accounts the product reaches (`accountActive`:
 * renter accounts of active renter companies of the organization, never the sender), counted as
 * they are inserted.
 */
const baselineSend = async (db: Db, caller: Caller, n: number) => {
  const started = performance.now();
  const recipients = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into notifications (landlord_id, author_id, kind, message, audience)
      values (${caller.landlordId}, ${caller.userId}, 'message', ${message(n)}, 'renters')
      returning id`);
    const { rows: counted } = await tx.execute<{ n: number }>(sql`
      with delivered as (
        insert into notification_recipients (notification_id, user_id)
        select ${rows[0].id}, u.id from users u
        where ${accountActive('u')} and u.landlord_id = ${caller.landlordId} and u.role = 'renter'
          and u.id <> ${caller.userId}
        returning 1
      )
      select count(*)::int as n from delivered`);
    return Number(counted[0].n);
  });
  return { ms: performance.now() - started, status: 201, recipients, bytes: 0 };
};

type Send = (
  n: number,
) => Promise<{ ms: number; status: number; recipients: number; bytes: number }>;

const collect = (name: string): SendRun => ({
  name,
  ms: [],
  statuses: [],
  recipients: [],
  bytes: 0,
});

/**
 * A warm-up send on each side, then `NOTIFICATIONS.sends` sends product and baseline in turn,
 * one at a time: both meet tables of the same size and the same moments of the machine. Run
 * after the read scenarios: every send adds a notification and a recipient row per renter.
 */
export const runSends = async (
  db: Db,
  caller: Caller,
  productUrl: string,
  token: string,
  progress: (text: string) => void,
): Promise<SendRun[]> => {
  const sides: [SendRun, Send][] = [
    [collect('all renters, product'), (n) => productSend(productUrl, token, n)],
    [collect('all renters, baseline'), (n) => baselineSend(db, caller, n)],
  ];
  progress(`  send to all renters ×${NOTIFICATIONS.sends}`);
  for (const [, send] of sides) await send(0);
  for (let n = 1; n <= NOTIFICATIONS.sends; n++) {
    for (const [run, send] of sides) {
      const sent = await send(n);
      run.ms.push(sent.ms);
      run.statuses.push(sent.status);
      run.recipients.push(sent.recipients);
      run.bytes += sent.bytes;
    }
  }
  return sides.map(([run]) => run);
};

/** The nearest-rank percentile of a few samples (p99 of 20 is their maximum). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
};

const span = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? round(low) : `${round(low)}–${round(high)}`;
};

export const sendTable = (runs: SendRun[]) =>
  formatTable(
    ['send', 'sends', 'recipients', 'p50 ms', 'p99 ms', 'max ms', 'answers KB'],
    runs.map((r) => [
      r.name,
      String(r.ms.length),
      span(r.recipients),
      percentile(r.ms, 0.5).toFixed(0),
      percentile(r.ms, 0.99).toFixed(0),
      Math.max(...r.ms).toFixed(0),
      r.bytes ? round(r.bytes / 1024) : '—',
    ]),
  );

/** Every send answered 201 within the target, and reached what the bare SQL reaches. */
export const checkSends = ([product, baseline]: SendRun[]): Check[] => {
  const created = product.statuses.filter((s) => s === 201).length;
  const p99 = percentile(product.ms, 0.99);
  const same = product.recipients.every((n, i) => n === baseline.recipients[i]);
  const enough = Math.min(...product.recipients) >= NOTIFICATIONS.renterAccounts;
  return [
    {
      target: 'send to all renters: every answer 201',
      ok: created === product.statuses.length,
      detail: `${created} of ${product.statuses.length}${
        created === product.statuses.length
          ? ''
          : `; ${[...new Set(product.statuses.filter((s) => s !== 201))].join(', ')}`
      }`,
    },
    {
      target: `send to all renters: p99 < ${round(SEND_TARGET_MS)} ms`,
      ok: p99 < SEND_TARGET_MS,
      detail: `${p99.toFixed(0)} ms`,
    },
    {
      target: `send to all renters: ≥ ${round(NOTIFICATIONS.renterAccounts)} recipients, the baseline's`,
      ok: same && enough,
      detail: `product ${span(product.recipients)}, baseline ${span(baseline.recipients)}`,
    },
  ];
};
