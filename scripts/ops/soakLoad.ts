import { call, NoAnswer } from './apiClient';
import { nextRequest, type prepareMix } from './soakMix';
import { percentile } from './soakStats';

type Setup = Awaited<ReturnType<typeof prepareMix>>;

/** Latencies (ms) and failures of a stretch of load; an error is no answer or not a 2xx. */
export class Tally {
  latencies: number[] = [];
  errors = 0;
  /** Ticks skipped because too many requests were still waiting: the server fell behind. */
  shed = 0;
  /** Failures by request name and status, to say what failed. */
  failures = new Map<string, number>();
  /** Latencies by request name, to say what is slow. */
  byName = new Map<string, number[]>();
}

const fire = async (url: string, setup: Setup, tally: Tally) => {
  const request = nextRequest(setup);
  const started = performance.now();
  let status = 'no answer';
  try {
    const answer = await call(url, request.path, request);
    status = String(answer.status);
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
  }
  const ms = performance.now() - started;
  tally.latencies.push(ms);
  tally.byName.set(request.name, [...(tally.byName.get(request.name) ?? []), ms]);
  if (!status.startsWith('2')) {
    tally.errors++;
    const key = `${request.name}: ${status}`;
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
  }
};

/** `connections` requests at a time, back to back, for `seconds`: req/s, errors and p99. */
const closedLoop = async (url: string, setup: Setup, connections: number, seconds: number) => {
  const tally = new Tally();
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) await fire(url, setup, tally);
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    rps: tally.latencies.length / seconds,
    errors: tally.errors,
    p99: percentile(sorted, 99),
  };
};

/** The ramp's steps: connections, each held this long. */
export const RAMP = { connections: [1, 2, 4, 8, 16], seconds: 10 } as const;

/**
 * The peak: the mix at 1, 2, 4, 8 and 16 connections, 10 s each; the highest req/s a step
 * reached without an error. Stops early once more connections stop adding throughput.
 */
export const measurePeak = async (url: string, setup: Setup, progress: (l: string) => void) => {
  let peak = 0;
  for (const connections of RAMP.connections) {
    const step = await closedLoop(url, setup, connections, RAMP.seconds);
    progress(
      `  ramp ×${connections}: ${step.rps.toFixed(1)} req/s, p99 ${step.p99.toFixed(0)} ms, ${step.errors} errors`,
    );
    if (step.errors > 0) break;
    if (step.rps < peak * 1.05) {
      peak = Math.max(peak, step.rps);
      break;
    }
    peak = step.rps;
  }
  return peak;
};

/**
 * An open loop: `rate` requests a second whatever the answers' pace (at most `maxInFlight`
 * waiting; a tick beyond that is shed and counted), for `minutes`. Each minute's tally goes to
 * `onMinute`; `onTick` is called every `sampleMs` (memory samples).
 */
export const openLoop = async (opts: {
  url: string;
  setup: Setup;
  rate: number;
  minutes: number;
  maxInFlight: number;
  sampleMs: number;
  onMinute: (minute: number, tally: Tally) => void;
  onTick: (atMs: number) => void;
}) => {
  const started = performance.now();
  const total = opts.minutes * 60_000;
  let tally = new Tally();
  let minute = 1;
  let sent = 0;
  let inFlight = 0;
  let lastSample = 0;
  const pending = new Set<Promise<void>>();
  while (performance.now() - started < total) {
    const elapsed = performance.now() - started;
    if (elapsed >= minute * 60_000) {
      opts.onMinute(minute++, tally);
      tally = new Tally();
    }
    if (elapsed - lastSample >= opts.sampleMs) {
      lastSample = elapsed;
      opts.onTick(elapsed);
    }
    for (; sent < Math.floor((elapsed / 1000) * opts.rate); sent++) {
      if (inFlight >= opts.maxInFlight) {
        tally.shed++;
        continue;
      }
      inFlight++;
      const current = tally;
      const request = fire(opts.url, opts.setup, current).finally(() => {
        inFlight--;
        pending.delete(request);
      });
      pending.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(pending);
  opts.onTick(performance.now() - started);
  opts.onMinute(minute, tally);
};
