/**
 * Near-duplicate detection for question texts (decision 0024). Texts are normalised (case,
 * accents, punctuation and spacing ignored) and compared by the Sørensen–Dice coefficient of
 * their character bigrams: 1 for the same text, 0 for texts sharing no pair of letters.
 */
export const nearDuplicateThreshold = 0.85;

export function normaliseQuestionText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The bigram counts of a normalised text; compute once per text, compare many times. */
export function bigramsOf(normalised: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < normalised.length - 1; i++) {
    const pair = normalised.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

export function diceSimilarity(a: Map<string, number>, b: Map<string, number>): number {
  let sizeA = 0;
  let sizeB = 0;
  let shared = 0;
  for (const n of a.values()) sizeA += n;
  for (const [pair, n] of b) {
    sizeB += n;
    shared += Math.min(n, a.get(pair) ?? 0);
  }
  if (sizeA + sizeB === 0) return 1;
  return (2 * shared) / (sizeA + sizeB);
}

export interface ComparableText {
  id: number;
  text: string;
  bigrams: Map<string, number>;
}

export function toComparable(id: number, text: string): ComparableText {
  return { id, text, bigrams: bigramsOf(normaliseQuestionText(text)) };
}

export interface NearDuplicate {
  match: ComparableText;
  similarity: number;
}

/** The most similar text at or above the threshold, or null. */
export function findNearDuplicate(text: string, candidates: ComparableText[]): NearDuplicate | null {
  const own = bigramsOf(normaliseQuestionText(text));
  let best: NearDuplicate | null = null;
  for (const candidate of candidates) {
    const similarity = diceSimilarity(own, candidate.bigrams);
    if (similarity >= nearDuplicateThreshold && (!best || similarity > best.similarity)) best = { match: candidate, similarity };
  }
  return best;
}
