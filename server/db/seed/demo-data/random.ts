/** A seeded pseudo-random source (mulberry32): the same seed gives the same demo data. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, by weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K;
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (weights) => {
      const total = weights.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of weights) {
        roll -= w;
        if (roll < 0) return key;
      }
      return weights[weights.length - 1][0];
    },
  };
};
