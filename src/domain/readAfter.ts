/**
 * Read-your-writes with a read replica: after a write the server names the primary's WAL position
 * (a PostgreSQL LSN, `16/B374D848`) in this header; the staff app keeps the highest it has seen
 * and sends it back on every request, and a report is read from the replica only once the replica
 * has replayed that far.
 */
export const READ_AFTER_HEADER = 'x-read-after';

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** Whether `text` is an LSN as PostgreSQL writes one. */
export const isLsn = (text: unknown): text is string => typeof text === 'string' && LSN.test(text);

const lsnValue = (lsn: string) => {
  const [, high, low] = LSN.exec(lsn) as RegExpExecArray;
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/** The later of two positions; one that is no LSN counts as none. */
export const laterLsn = (a: string | null | undefined, b: string | null | undefined) => {
  if (!isLsn(a)) return isLsn(b) ? b : null;
  if (!isLsn(b)) return a;
  return lsnValue(b) > lsnValue(a) ? b : a;
};
