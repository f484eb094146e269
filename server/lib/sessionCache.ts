import type { AuthUser } from './authUser';

/** How long a session read stays in memory at most (notices usually drop it much sooner). */
export const SESSION_CACHE_MS = 60_000;
/** The most sessions one process keeps; the oldest read goes first. */
export const SESSION_CACHE_SIZE = 10_000;

/**
 * Live sessions as the last request read them, so a request does not read its session, user and
 * access levels again. `clear` runs on every `auth_changed` notice: a revoked session, a blocked
 * account or a changed grant takes effect on the next request. A read that was running when the
 * cache was cleared is not kept (it may have read the rows before the change committed). Only
 * live sessions are kept; a refused one is read again each time.
 */
export class SessionCache {
  readonly #entries = new Map<string, { user: AuthUser; until: number }>();
  #generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly size = SESSION_CACHE_SIZE,
  ) {}

  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }

  async read(sessionId: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const now = Date.now();
    const kept = this.#entries.get(sessionId);
    if (kept && kept.until > now) return kept.user;
    this.#entries.delete(sessionId);
    const generation = this.#generation;
    const user = await load();
    if (user && generation === this.#generation) {
      if (this.#entries.size >= this.size) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(sessionId, { user: Object.freeze(user), until: now + this.ttlMs });
    }
    return user;
  }
}
