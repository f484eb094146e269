import { LOCALES, type Locale } from '../../../../src/domain/constants';
import type { Db } from '../../../db/client';
import { translate } from '../../../lib/i18n';
import { queuePushes } from '../../push/outbox';

const BODY_LENGTH = 150;

/**
 * Queues the `bid_assigned` push to a bid's new executor, unless the executor assigned it to
 * themself; the scheduler sends it.
 */
export const pushBidAssigned = async (
  tx: Db,
  bid: { id: number; number: number; description: string | null; applicant_name: string },
  executorId: number | null,
  actorId: number | null,
) => {
  if (executorId === null || executorId === actorId) return;
  const text = (bid.description ?? '').trim() || bid.applicant_name;
  const title = Object.fromEntries(
    LOCALES.map((l) => [l, translate(l, 'app.push.bid_assigned', { number: bid.number })]),
  ) as Record<Locale, string>;
  await queuePushes(tx, [executorId], {
    event: 'bid_assigned',
    title,
    body: text.length > BODY_LENGTH ? `${text.slice(0, BODY_LENGTH - 1)}…` : text,
    link: `/requests-journal/view/${bid.id}`,
  });
};
