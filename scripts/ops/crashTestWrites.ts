import { createHash, randomBytes, randomInt } from 'node:crypto';
import { type Answer, call, NoAnswer } from './apiClient';
import type { Actor, FileBudget } from './crashTestActors';
import type { Attempt, WriteKind } from './ledger';

/** A cut write sent again with its `Idempotency-Key` once the server is back. */
export interface Retry {
  attempt: Attempt;
  send(): Promise<Answer>;
}

export interface WriteContext {
  base: string;
  actor: Actor;
  budget: FileBudget;
  ledger: Attempt[];
  /** A marker no other write of any run carries. */
  marker(kind: WriteKind): string;
  /** Idempotent writes cut off by a kill, to send again. */
  retries: Retry[];
  /** Answers 5xx: a server error, counted and treated as no answer. */
  serverErrors: { count: number };
  /** What the files the records hold should be: their expected counts by marker. */
  expected: Map<string, { files: number; recipients?: number }>;
}

/** A PDF the server accepts, unique by its random body (its SHA-256 finds its row again). */
const pdf = () => {
  const body = Buffer.concat([
    Buffer.from('%PDF-1.4\n% crash test\n'),
    randomBytes(randomInt(512, 32 * 1024)),
    Buffer.from('\n%%EOF\n'),
  ]);
  return { body, sha256: createHash('sha256').update(body).digest('hex') };
};

const begin = (ctx: WriteContext, kind: WriteKind, marker: string, idempotent: boolean) => {
  const attempt: Attempt = {
    kind,
    marker,
    outcome: 'pending',
    idempotent,
    retries: 0,
    replayed: false,
  };
  ctx.ledger.push(attempt);
  return attempt;
};

/** Records an answer: 2xx acknowledged with its id, 4xx refused, 5xx as good as none. */
export const settle = (ctx: WriteContext, attempt: Attempt, answer: Answer) => {
  if (answer.status >= 200 && answer.status < 300) {
    attempt.outcome = 'acked';
    attempt.id = (answer.body as { id: number }).id;
    attempt.replayed = answer.headers.get('idempotent-replayed') === 'true';
  } else if (answer.status >= 500) {
    ctx.serverErrors.count++;
    attempt.outcome = 'cut';
  } else attempt.outcome = 'refused';
  return attempt.outcome === 'acked';
};

/** Sends a write; no answer leaves it cut (and queues an idempotent one to be sent again). */
const send = async (ctx: WriteContext, attempt: Attempt, request: () => Promise<Answer>) => {
  try {
    return settle(ctx, attempt, await request());
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    attempt.outcome = 'cut';
    if (attempt.idempotent) ctx.retries.push({ attempt, send: request });
    return false;
  }
};

const post = (ctx: WriteContext, path: string, json: unknown, key?: string) => () =>
  call(ctx.base, path, {
    token: ctx.actor.session.token,
    json,
    headers: key ? { 'idempotency-key': key } : {},
  });

/**
 * Uploads `n` files (`POST /api/files`), as the budget allows: the ids acknowledged, or null
 * when one was cut (the server is going down: the record that would hold them is not sent).
 */
export const upload = async (ctx: WriteContext, n: number) => {
  if (n === 0 || !ctx.budget.take(n)) return [];
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const file = pdf();
    const attempt = begin(ctx, 'upload', file.sha256, false);
    const form = new FormData();
    form.append(
      'file',
      new Blob([file.body], { type: 'application/pdf' }),
      `${ctx.marker('upload')}.pdf`,
    );
    const request = () =>
      call(ctx.base, '/api/files?purpose=attachment', { token: ctx.actor.session.token, form });
    if (await send(ctx, attempt, request)) ids.push(attempt.id as number);
    else if (attempt.outcome === 'cut') return null;
  }
  return ids;
};

export const createBid = async (ctx: WriteContext) => {
  const { actor } = ctx;
  if (!actor.place) return;
  const fileIds = await upload(ctx, randomInt(0, 3));
  if (!fileIds) return;
  const marker = ctx.marker('bid');
  const attempt = begin(ctx, 'bid', marker, true);
  ctx.expected.set(marker, { files: fileIds.length });
  const body = {
    request_type_id: actor.plumbingTypeId,
    ...actor.place,
    applicant_name: 'Crash test',
    description: marker,
    answers: { problem: 'leak', location: 'crash test' },
    file_ids: fileIds,
  };
  if (await send(ctx, attempt, post(ctx, '/api/bids', body, marker))) {
    actor.bids.push(attempt.id as number);
  }
};

export const commentBid = async (ctx: WriteContext) => {
  const bid = ctx.actor.bids[randomInt(0, ctx.actor.bids.length)];
  const marker = ctx.marker('bid_comment');
  const attempt = begin(ctx, 'bid_comment', marker, true);
  await send(ctx, attempt, post(ctx, `/api/bids/${bid}/comments`, { text: marker }, marker));
};

export const createTask = async (ctx: WriteContext) => {
  const { actor } = ctx;
  const fileIds = await upload(ctx, randomInt(0, 2));
  if (!fileIds) return;
  const marker = ctx.marker('task');
  const attempt = begin(ctx, 'task', marker, true);
  ctx.expected.set(marker, { files: fileIds.length });
  const body = {
    executor_id: actor.executorId,
    description: marker,
    priority: (['low', 'medium', 'high'] as const)[randomInt(0, 3)],
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    file_ids: fileIds,
  };
  if (await send(ctx, attempt, post(ctx, '/api/tasks', body, marker))) {
    actor.tasks.push({ id: attempt.id as number, status: 'new', uncertain: false });
  }
};

export const commentTask = async (ctx: WriteContext) => {
  const task = ctx.actor.tasks[randomInt(0, ctx.actor.tasks.length)];
  const fileIds = await upload(ctx, randomInt(0, 2));
  if (!fileIds) return;
  const marker = ctx.marker('task_comment');
  const attempt = begin(ctx, 'task_comment', marker, true);
  ctx.expected.set(marker, { files: fileIds.length });
  const body = { text: marker, file_ids: fileIds };
  await send(ctx, attempt, post(ctx, `/api/tasks/${task.id}/comments`, body, marker));
};

/** The next move of a task its creator also executes (done → accepted ends it). */
const NEXT: Record<string, string[]> = {
  new: ['in_progress'],
  in_progress: ['paused', 'done'],
  paused: ['in_progress'],
  done: ['for_revision', 'accepted'],
  for_revision: ['in_progress'],
};

/** Moves one of the actor's own tasks on (`PUT /api/tasks/{id}/status`, not idempotent). */
export const moveTask = async (ctx: WriteContext) => {
  const { actor } = ctx;
  const task = actor.tasks[randomInt(0, actor.tasks.length)];
  if (task.uncertain) {
    const now = await call(ctx.base, `/api/tasks/${task.id}`, { token: actor.session.token });
    if (now.status !== 200) return;
    task.status = (now.body as { status: string }).status;
    task.uncertain = false;
  }
  const moves = NEXT[task.status];
  if (!moves) return;
  const to = moves[randomInt(0, moves.length)];
  const attempt = begin(ctx, 'task_status', `task:${task.id}`, false);
  attempt.value = to;
  const body = { status: to, ...(to === 'for_revision' ? { reason: 'crash test' } : {}) };
  const request = () =>
    call(ctx.base, `/api/tasks/${task.id}/status`, {
      method: 'PUT',
      token: actor.session.token,
      json: body,
    });
  if (await send(ctx, attempt, request)) task.status = to;
  else task.uncertain = true;
};

/** A notification to a few people with files in the same request (multipart, not idempotent). */
export const notify = async (ctx: WriteContext) => {
  const { actor } = ctx;
  const files = randomInt(1, 3);
  if (!ctx.budget.take(files)) return;
  const marker = ctx.marker('notification');
  const attempt = begin(ctx, 'notification', marker, false);
  ctx.expected.set(marker, { files, recipients: actor.recipients.length });
  const form = new FormData();
  form.append('message', marker);
  actor.recipients.forEach((id, i) => {
    form.append(`recipients[${i}]`, String(id));
  });
  for (let i = 0; i < files; i++) {
    form.append(
      `files[${i}]`,
      new Blob([pdf().body], { type: 'application/pdf' }),
      `${marker}-${i}.pdf`,
    );
  }
  await send(ctx, attempt, () =>
    call(ctx.base, '/api/employee-notifications', { token: actor.session.token, form }),
  );
};
