import { describe, expect, it } from 'vitest';
import {
  MEMORY_RULE,
  memoryVerdict,
  minuteLine,
  percentile,
  type Sample,
  slopePerMinute,
} from '../../scripts/ops/soakStats';

/** RSS every 10 s for `minutes`, from `base` MB rising `perMinute` MB a minute (+ `wobble`). */
const series = (minutes: number, base: number, perMinute: number, wobble = 0): Sample[] =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) => ({
    atMs: i * 10_000,
    value: base + (perMinute * i) / 6 + (i % 2 ? wobble : -wobble),
  }));

describe('the soak arithmetic', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it("writes a minute's line from latencies in any order", () => {
    const line = minuteLine(3, [30, 10, 20, 40], 1, { rssMb: 500, heapMb: 80 });
    expect(line).toEqual({
      minute: 3,
      requests: 4,
      errors: 1,
      p50: 20,
      p95: 40,
      p99: 40,
      rssMb: 500,
      heapMb: 80,
    });
  });

  it('measures a slope in MB a minute', () => {
    expect(slopePerMinute(series(5, 400, 3))).toBeCloseTo(3, 5);
    expect(slopePerMinute(series(5, 400, 0, 4))).toBeCloseTo(0, 1);
    expect(slopePerMinute([{ atMs: 0, value: 1 }])).toBe(0);
  });

  it('calls memory growing only past the limit, after the warm-up, over the last minutes', () => {
    expect(memoryVerdict(series(10, 450, 0.5, 3))).toMatchObject({ judged: true, growing: false });
    const leak = memoryVerdict(series(10, 450, MEMORY_RULE.maxMbPerMinute + 1));
    expect(leak).toMatchObject({ judged: true, growing: true });
    expect(leak.minutes).toBeCloseTo(MEMORY_RULE.windowMinutes, 5);
    // A first minute's climb (caches filling) is left out.
    const warmup = series(6, 450, 0).map((s) => (s.atMs < 60_000 ? { ...s, value: 300 } : s));
    expect(memoryVerdict(warmup).growing).toBe(false);
  });

  it('does not judge a run too short to tell', () => {
    expect(memoryVerdict(series(2, 450, 50))).toMatchObject({ judged: false, growing: false });
  });
});
