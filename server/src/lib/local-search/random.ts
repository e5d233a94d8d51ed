/** A small seeded generator (mulberry32): the same seed always yields the same answer (teams, schedules). */
export interface Random {
  next(): number;
  int(maxExclusive: number): number;
}

export function createRandom(seed: number): Random {
  // Seeds may exceed 32 bits (timestamps); fold the high part in so nearby seeds differ.
  let state = (Math.floor(seed) ^ Math.floor(seed / 2 ** 32) ^ 0x9e3779b9) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (maxExclusive) => Math.floor(next() * maxExclusive) };
}

export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
