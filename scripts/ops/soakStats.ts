/**
 * The soak's arithmetic: percentiles, each minute's line and the rule for memory that keeps
 * growing. Pure: no I/O, so the rules are tested.
 */

/** The nearest-rank percentile (`p` in 0–100) of ascending `sorted`; NaN when empty. */
export const percentile = (sorted: number[], p: number) => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
};

export interface MinuteLine {
  minute: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server's resident memory at the minute's end, MB. */
  rssMb: number;
  /** Its JS heap in use, MB (NaN when the server is not ours to probe). */
  heapMb: number;
}

/** One minute's line from its latencies (ms, any order) and errors. */
export const minuteLine = (
  minute: number,
  latencies: number[],
  errors: number,
  memory: { rssMb: number; heapMb: number },
): MinuteLine => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    minute,
    requests: latencies.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ...memory,
  };
};

export interface Sample {
  /** Milliseconds since the load started. */
  atMs: number;
  value: number;
}

/** The least-squares slope of `samples`, in value per minute (0 for fewer than two). */
export const slopePerMinute = (samples: Sample[]) => {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const meanX = samples.reduce((s, p) => s + p.atMs, 0) / n;
  const meanY = samples.reduce((s, p) => s + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of samples) {
    num += (p.atMs - meanX) * (p.value - meanY);
    den += (p.atMs - meanX) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60_000;
};

/**
 * The memory rule: the server's RSS, sampled through the run, is growing when the least-squares
 * slope of the samples of the last `windowMinutes` (the first `warmupMinutes` left out: caches
 * and the JIT fill then) exceeds `maxMbPerMinute`. It needs `minMinutes` of samples to judge.
 */
export const MEMORY_RULE = {
  windowMinutes: 5,
  warmupMinutes: 1,
  maxMbPerMinute: 2,
  minMinutes: 4,
} as const;

export interface MemoryVerdict {
  judged: boolean;
  growing: boolean;
  /** MB a minute over the window. */
  slope: number;
  /** The window's span in minutes. */
  minutes: number;
}

export const memoryVerdict = (rssMb: Sample[], rule = MEMORY_RULE): MemoryVerdict => {
  const end = rssMb.at(-1)?.atMs ?? 0;
  const from = Math.max(rule.warmupMinutes * 60_000, end - rule.windowMinutes * 60_000);
  const window = rssMb.filter((s) => s.atMs >= from);
  const minutes = window.length > 1 ? (end - window[0].atMs) / 60_000 : 0;
  const slope = slopePerMinute(window);
  const judged = minutes >= rule.minMinutes;
  return { judged, growing: judged && slope > rule.maxMbPerMinute, slope, minutes };
};
