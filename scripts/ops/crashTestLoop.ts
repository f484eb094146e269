import { randomInt } from 'node:crypto';
import { NoAnswer } from './apiClient';
import type { Actor, FileBudget } from './crashTestActors';
import {
  commentBid,
  commentTask,
  createBid,
  createTask,
  moveTask,
  notify,
  type Retry,
  settle,
  upload,
  type WriteContext,
} from './crashTestWrites';

/** Whether the server is up: connections wait here while it is down. */
export class Gate {
  private opened: Promise<void> = new Promise(() => {});
  private open: () => void = () => {};

  constructor() {
    this.close();
  }

  close() {
    this.opened = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  reopen() {
    this.open();
  }

  wait() {
    return this.opened;
  }
}

type Write = (ctx: WriteContext) => Promise<unknown>;

/** The writes an actor can make now, each as often as it appears. */
const writesOf = (actor: Actor): Write[] => {
  const writes: Write[] = [(ctx) => upload(ctx, 1)];
  if (actor.place) writes.push(createBid, createBid);
  if (actor.bids.length) writes.push(commentBid, commentBid);
  if (actor.executorId) writes.push(createTask);
  if (actor.tasks.length) writes.push(commentTask);
  if (actor.tasks.length && actor.executorId === actor.session.userId) {
    writes.push(moveTask, moveTask, moveTask);
  }
  if (actor.recipients.length) writes.push(notify);
  return writes;
};

/**
 * Sends each cut idempotent write again (same key, same body). One still without an answer
 * stays queued (the server went down again), as does a 409: on PostgreSQL another process's
 * claim is believed alive for two minutes (`LEASE` in the idempotency plugin).
 */
export const retryCut = async (ctx: WriteContext, retries: Retry[]) => {
  for (const retry of [...retries]) {
    retry.attempt.retries++;
    try {
      const answer = await retry.send();
      if (answer.status === 409) continue;
      settle(ctx, retry.attempt, answer);
      retries.splice(retries.indexOf(retry), 1);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      return;
    }
  }
};

export interface Connection {
  ctx: WriteContext;
  /** Resolves when the connection has stopped. */
  done: Promise<void>;
}

/**
 * One connection: while `running()`, waits for the server, sends what was cut before, then
 * one write after another, chosen at random among those the actor can make.
 */
export const startConnection = (
  gate: Gate,
  running: () => boolean,
  shared: Omit<WriteContext, 'actor' | 'budget' | 'retries'>,
  actor: Actor,
  budget: FileBudget,
): Connection => {
  const ctx: WriteContext = { ...shared, actor, budget, retries: [] };
  const loop = async () => {
    while (running()) {
      await gate.wait();
      if (!running()) break;
      if (ctx.retries.length) await retryCut(ctx, ctx.retries);
      const writes = writesOf(actor);
      try {
        await writes[randomInt(0, writes.length)](ctx);
      } catch (error) {
        // A read a write needed first (a task's status) went unanswered: the server went down.
        if (!(error instanceof NoAnswer)) throw error;
      }
    }
  };
  return { ctx, done: loop() };
};
