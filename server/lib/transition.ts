import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { recordAudit } from './audit';
import type { AuthUser } from './authUser';
import { type AppError, badRequest, conflict } from './errors';

/** A table whose rows carry a workflow status. */
export type StatusTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  updated_at: AnyPgColumn;
};

/** What a move reads of a row: its id and its status. */
export type StatusRow = { id: number; status: string };

/** Where each status may go: the domain's transition table. */
export type Transitions = Readonly<Record<string, readonly string[]>>;

export interface StatusMove<Row extends StatusRow> {
  table: StatusTable;
  /** The row as the caller read it; the update only lands if its status is still this one. */
  before: Row;
  to: string;
  /** The domain's table, or the module's own rule answering the error that refuses the move. */
  allowed: Transitions | ((from: string, to: string) => AppError | undefined);
  /** A reason some moves require, answered as `validation.reason_required` on its field. */
  reason?: { field: string; value: string | null | undefined; requiredFor: readonly string[] };
  /** Further columns the move writes beside the status (notes, dates). */
  set?: Record<string, unknown>;
  /** The module's own history of moves (bid or questionnaire events), in the same transaction. */
  history?: (tx: Db, after: Row) => Promise<unknown>;
  /** Written to the audit log when given. */
  audit?: { user: AuthUser; entity: string; landlordId: number | null };
}

/** The answer when a move is not open, or another writer moved the status first. */
export const staleStatus = () =>
  conflict({ status: 'validation.transition' }, 'Status cannot change');

/** Checks a move before any write: the transition table first (409), then the reason (400). */
const checkMove = <Row extends StatusRow>(move: StatusMove<Row>) => {
  const { allowed, before, to, reason } = move;
  if (typeof allowed === 'function') {
    const refusal = allowed(before.status, to);
    if (refusal) throw refusal;
  } else if (!allowed[before.status]?.includes(to)) {
    throw staleStatus();
  }
  if (reason?.requiredFor.includes(to) && !reason.value) {
    throw badRequest({ [reason.field]: 'validation.reason_required' });
  }
};

/**
 * Moves a row to another status: checks the move, updates only if the status is still the one
 * read (a concurrent change is 409), then writes the history and audit rows. Run it in a
 * transaction so a refused write leaves nothing behind.
 */
export const transitionStatus = async <Row extends StatusRow>(
  tx: Db,
  move: StatusMove<Row>,
): Promise<Row> => {
  checkMove(move);
  const { table, before, to } = move;
  const [after] = (await tx
    .update(table)
    .set({ status: to, updated_at: new Date().toISOString(), ...move.set } as never)
    .where(and(eq(table.id, before.id), eq(table.status, before.status)))
    .returning()) as Row[];
  if (!after) throw staleStatus();
  await move.history?.(tx, after);
  if (move.audit) {
    await recordAudit(tx, {
      user: move.audit.user,
      landlordId: move.audit.landlordId,
      entity: move.audit.entity,
      entityId: before.id,
      action: 'update',
      before,
      after,
    });
  }
  return after;
};
