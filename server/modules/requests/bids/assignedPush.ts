import { LOCALES, type Locale } from '../../../../src/domain/constants';
import type { Db } from '../../../db/client';
import { tellAssigned } from '../../../lib/assignedWork/pushes';
import { translate } from '../../../lib/i18n';
import { queuePushes } from '../../push/outbox';
import { BID_WORK } from './work';

const BODY_LENGTH = 150;

/**
 * Queues the `bid_assigned` push to a bid's new executor (as `tellAssigned` decides who is told);
 * the scheduler sends it.
 */
export const pushBidAssigned = (
  tx: Db,
  bid: {
    id: number;
    landlord_id: number;
    number: number;
    description: string | null;
    applicant_name: string;
  },
  executorId: number | null,
  actorId: number | null,
) =>
  tellAssigned(tx, BID_WORK, bid, { executorId, actorId }, async (recipient) => {
    const text = (bid.description ?? '').trim() || bid.applicant_name;
    const title = Object.fromEntries(
      LOCALES.map((l) => [l, translate(l, 'app.push.bid_assigned', { number: bid.number })]),
    ) as Record<Locale, string>;
    await queuePushes(tx, [recipient], {
      event: 'bid_assigned',
      title,
      body: text.length > BODY_LENGTH ? `${text.slice(0, BODY_LENGTH - 1)}…` : text,
      link: `/requests-journal/view/${bid.id}`,
    });
  });
