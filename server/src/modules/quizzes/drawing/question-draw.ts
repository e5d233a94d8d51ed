/** A draw rule of a quiz: this many questions of this bank category. */
export interface DrawRule {
  category: string;
  count: number;
}

export interface BankEntry {
  id: number;
  category: string;
}

/** Fisher-Yates with an injectable source of randomness, so tests can fix the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The first rule asking for more questions than its category has, as a sentence; null when all
 * fit. `poolWords` says what was counted when it is not every approved question (a recertification draw).
 */
export function findShortCategory(rules: DrawRule[], available: Map<string, number>, poolWords = ''): string | null {
  const asked = new Map<string, number>();
  for (const rule of rules) asked.set(rule.category, (asked.get(rule.category) ?? 0) + rule.count);
  for (const [category, count] of asked) {
    const has = available.get(category) ?? 0;
    if (count > has) return `The draw asks for ${count} question${count === 1 ? "" : "s"} of category "${category}", but the bank has ${has}${poolWords}.`;
  }
  return null;
}

/**
 * Picks each rule's questions from the bank: questions this referee has not seen come first
 * (in random order), seen ones only once the unseen run out, so a referee meets every
 * question of a category before any repeats. A question is drawn once per attempt.
 */
export function drawQuestions(bank: BankEntry[], rules: DrawRule[], seen: ReadonlySet<number>, random: () => number = Math.random): number[] {
  const taken = new Set<number>();
  const drawn: number[] = [];
  for (const rule of rules) {
    const pool = bank.filter((q) => q.category === rule.category && !taken.has(q.id));
    const unseen = shuffle(pool.filter((q) => !seen.has(q.id)), random);
    const again = shuffle(pool.filter((q) => seen.has(q.id)), random);
    for (const q of [...unseen, ...again].slice(0, rule.count)) {
      taken.add(q.id);
      drawn.push(q.id);
    }
  }
  return drawn;
}
