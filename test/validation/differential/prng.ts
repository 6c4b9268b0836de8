// A small seeded pseudo-random generator, so every mutant is the same on every machine and every run
// (Math.random is never used: a failing mutant must be reproducible from its seed alone).

export interface Prng {
  /** A 32-bit unsigned integer. */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An index chosen with the given relative weights. */
  weighted(weights: readonly number[]): number;
}

/** A 32-bit hash of a string (FNV-1a), to derive seeds from names. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Generator state is one 32-bit counter advanced by a Weyl step and scrambled by an integer mix. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const below = (n: number) => {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`below(${n}): n must be a positive integer`);
    return next() % n; // the modulo bias is irrelevant for test-input selection
  };
  return {
    next,
    below,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[below(items.length)]!;
    },
    weighted: (weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let ticket = below(total);
      for (let i = 0; i < weights.length; i++) {
        ticket -= weights[i]!;
        if (ticket < 0) return i;
      }
      return weights.length - 1;
    },
  };
}
