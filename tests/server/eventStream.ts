import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { auth } from './helpers';

export interface ServerEvent {
  event: string;
  data: unknown;
}

/**
 * A live stream read over real HTTP (inject does not stream): its events as they come, parsed
 * from the `text/event-stream` body; comments and `retry:` lines are kept apart. Each stream has
 * a connection of its own (no pool): closing it closes the connection, and nothing reconnects.
 */
export class EventStream {
  readonly events: ServerEvent[] = [];
  readonly retries: number[] = [];
  /** The whole body of an answer that is not a stream (a refusal), once `ended`. */
  body = '';
  #waiters: (() => void)[] = [];
  #ended = false;
  readonly ended: Promise<void>;

  private constructor(
    private readonly request: http.ClientRequest,
    readonly response: http.IncomingMessage,
  ) {
    this.ended = this.#read();
  }

  /** Opens `GET /api/events?ticket=…` on a listening app; the answer may be a refusal. */
  static open(base: string, ticket: string): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${base}/api/events?ticket=${encodeURIComponent(ticket)}`,
        {
          agent: false,
          headers: {
            'accept-encoding': 'br, gzip',
            accept: 'text/event-stream',
            connection: 'close',
          },
        },
        (response) => resolve(new EventStream(request, response)),
      );
      request.once('error', reject);
    });
  }

  async #read() {
    const streaming = this.response.statusCode === 200;
    this.response.setEncoding('utf8');
    let buffer = '';
    try {
      for await (const chunk of this.response) {
        if (!streaming) {
          this.body += chunk;
          continue;
        }
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.#parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // The connection was closed: by `close`, or by the server mid-stream.
    }
    this.#finish();
  }

  #parse(block: string) {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('retry: ')) this.retries.push(Number(line.slice(7)));
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (!data) return;
    this.events.push({ event, data: JSON.parse(data) });
    this.#wake();
  }

  #finish() {
    this.#ended = true;
    this.#wake();
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** The next event not yet taken, or a failure when the stream ends or `ms` pass first. */
  async next(ms = 5000): Promise<ServerEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const event = this.events.shift();
      if (event) return event;
      if (this.#ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.request.destroy();
    return this.ended;
  }
}

/** A ticket for the holder of `token`. */
export const ticketFor = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: auth(token) });
  if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
  return res.json().ticket as string;
};
