import autocannon from 'autocannon';

/** One autocannon run: throughput, latency (autocannon keeps whole milliseconds) and failures. */
export interface Sample {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses other than 2xx, connection errors and timeouts: any one fails the bench. */
  failures: number;
}

export const WARMUP_SECONDS = 1;
export const MEASURE_SECONDS = 5;

const run = async (
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
) =>
  autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    // The generator gets a thread of its own, so it does not take turns with the server (and
    // PGlite, which runs in the server's thread) on one event loop.
    workers: 1,
  });

/** A short warm-up (JIT, plan caches, pool connections), then the measured run. */
export const measure = async (
  url: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Sample> => {
  await run(url, headers, connections, WARMUP_SECONDS);
  const result = await run(url, headers, connections, MEASURE_SECONDS);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
};

/** One request, read whole, before any load: it must be a 200 with a JSON body. */
export const probe = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
  const total = res.headers.get('x-total-count');
  return { body: JSON.parse(text) as unknown, total: total === null ? undefined : Number(total) };
};
