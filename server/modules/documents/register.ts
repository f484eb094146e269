import { eq } from 'drizzle-orm';
import {
  DEFAULT_DOCUMENT_PREFIXES,
  type DocumentDirection,
  documentNumber,
} from '../../../src/domain/documents';
import type { Db } from '../../db/client';
import { documentPrefixes } from '../../db/schema';
import { nextNumber } from '../../lib/counters';

/** The prefixes of an organization's register: those it set in Settings, or the defaults. */
export const prefixesOf = async (db: Db, landlordId: number) => {
  const [own] = await db
    .select({ incoming: documentPrefixes.incoming, outgoing: documentPrefixes.outgoing })
    .from(documentPrefixes)
    .where(eq(documentPrefixes.landlord_id, landlordId));
  return own ?? DEFAULT_DOCUMENT_PREFIXES.ru;
};

/**
 * A letter's place in its organization's register of its direction and the year of its
 * registration day: the counter row of that register moves on inside the caller's transaction
 * and stays locked until it ends, so parallel registrations queue, none repeats a number, and a
 * registration that fails rolls its number back (no gap).
 */
export const registerNumber = async (
  tx: Db,
  landlordId: number,
  direction: DocumentDirection,
  registeredOn: string,
) => {
  const year = Number(registeredOn.slice(0, 4));
  const sequence = await nextNumber(tx, landlordId, `documents:${direction}:${year}`);
  const prefixes = await prefixesOf(tx, landlordId);
  return { year, sequence, number: documentNumber(prefixes[direction], year, sequence) };
};
