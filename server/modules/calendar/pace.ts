import { setImmediate } from 'node:timers/promises';

/** How long a loop may hold the event loop before it lets others in. */
const SLICE_MS = 10;

/**
 * A long loop's pacer: `await pace()` once a round gives the event loop back after the loop has
 * held it for `SLICE_MS`, so other requests are answered meanwhile. Needed even around database
 * calls: PGlite answers in the same process without I/O, so a loop of queries alone never
 * lets a request in.
 */
export const pacer = () => {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await setImmediate();
    since = performance.now();
  };
};
