import { bigramsOf, nearDuplicateThreshold, normaliseQuestionText, toComparable, type ComparableText, type NearDuplicate } from './text-similarity.js';

// A hair under the threshold so that no pair the exact check passes is filtered out by rounding;
// the filters may only let extra candidates through, never drop one (decision 0100).
const filterThreshold = nearDuplicateThreshold - 1e-9;

/** Fewest bigrams two texts of these sizes share when their Dice coefficient reaches the threshold. */
const overlapNeeded = (a: number, b: number) => Math.ceil((filterThreshold * (a + b)) / 2);
/** The same for a text of `size` bigrams and the most favourable partner. */
const leastOverlap = (size: number) => Math.ceil((filterThreshold * size) / (2 - filterThreshold));
const prefixLength = (size: number) => size - leastOverlap(size) + 1;

/**
 * The bank's texts indexed for findNearDuplicate's question, built once per import (decision 0100).
 * Each text's bigrams become tokens, one per occurrence ("ab" twice is ab1 and ab2), numbered in one
 * order, rarest in the bank first. Texts whose Dice coefficient reaches the threshold share at least
 * leastOverlap tokens, so they share one among the first prefixLength tokens of each (prefix
 * filtering, with PPJoin's bound on what the rest can add): only bank texts meeting the query there
 * are counted in full. The similarity is findNearDuplicate's formula on the same counts, so the
 * answer is findNearDuplicate's, exactly.
 */
export class NearDuplicateIndex {
  private readonly texts: ComparableText[] = [];
  private readonly tokens: Int32Array[] = [];
  private readonly ids = new Map<string, number>();
  /** For each token id, the bank texts with it in their prefix and its position there, as pairs. */
  private readonly postings: number[][] = [];
  /** The first bank text with no bigram (one letter or none): the only match of another such text. */
  private firstEmpty: ComparableText | null = null;
  private readonly overlap: Int32Array;
  private readonly stamp: Int32Array;
  private query = 0;

  constructor(bank: ComparableText[]) {
    // A later text with the same normalised words can never win over the first (ties keep the earlier).
    const kept = new Map<string, ComparableText>();
    for (const text of bank) {
      const key = normaliseQuestionText(text.text);
      if (!kept.has(key)) kept.set(key, text);
    }
    const named: string[][] = [];
    const frequency = new Map<string, number>();
    for (const text of kept.values()) {
      const tokens = tokensOf(text.bigrams);
      if (!tokens.length) {
        this.firstEmpty ??= text;
        continue;
      }
      this.texts.push(text);
      named.push(tokens);
      for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
    const order = [...frequency.keys()].sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : 1));
    order.forEach((token, id) => this.ids.set(token, id));
    for (let id = 0; id < order.length; id++) this.postings.push([]);
    named.forEach((tokens, position) => {
      const sorted = this.numbered(tokens);
      this.tokens.push(sorted);
      for (let j = 0; j < prefixLength(sorted.length); j++) this.postings[sorted[j]!]!.push(position, j);
    });
    this.overlap = new Int32Array(this.texts.length);
    this.stamp = new Int32Array(this.texts.length);
  }

  /** findNearDuplicate(text, bank): the most similar bank text at or above the threshold (the earliest on a tie), or null. */
  find(text: string): NearDuplicate | null {
    const own = this.numbered(tokensOf(bigramsOf(normaliseQuestionText(text))));
    const size = own.length;
    if (!size) return this.firstEmpty ? { match: this.firstEmpty, similarity: 1 } : null;
    const smallest = (filterThreshold * size) / (2 - filterThreshold);
    const largest = ((2 - filterThreshold) * size) / filterThreshold;
    const query = ++this.query;
    const candidates: number[] = [];
    for (let i = 0; i < prefixLength(size); i++) {
      const list = own[i]! < 0 ? undefined : this.postings[own[i]!];
      if (!list) continue;
      for (let k = 0; k < list.length; k += 2) {
        const position = list[k]!;
        const other = this.tokens[position]!.length;
        if (other < smallest || other > largest) continue;
        if (this.stamp[position] !== query) {
          this.stamp[position] = query;
          this.overlap[position] = 0;
          candidates.push(position);
        } else if (this.overlap[position]! < 0) continue;
        // Shared tokens so far, this one, and at most what both texts have left after it.
        const found = this.overlap[position]! + 1;
        const possible = found + Math.min(size - i - 1, other - list[k + 1]! - 1);
        this.overlap[position] = possible < overlapNeeded(size, other) ? -1 : found;
      }
    }
    // In bank order, with findNearDuplicate's comparison, so a tie goes to the same (earliest) text.
    candidates.sort((a, b) => a - b);
    let best: NearDuplicate | null = null;
    for (const position of candidates) {
      if (this.overlap[position]! < 0) continue;
      const other = this.tokens[position]!;
      // diceSimilarity's formula on the same whole-number counts gives the same number.
      const similarity = (2 * sharedCount(own, other)) / (size + other.length);
      if (similarity >= nearDuplicateThreshold && (!best || similarity > best.similarity)) best = { match: this.texts[position]!, similarity };
    }
    return best;
  }

  /** Token ids in the index's order (rarest first); tokens the bank never has are -1 and come first. */
  private numbered(tokens: string[]): Int32Array {
    return Int32Array.from(tokens, (token) => this.ids.get(token) ?? -1).sort();
  }
}

/** One token per bigram occurrence, so shared tokens count min(a, b) as diceSimilarity does. */
function tokensOf(bigrams: Map<string, number>): string[] {
  const tokens: string[] = [];
  for (const [pair, count] of bigrams) for (let k = 1; k <= count; k++) tokens.push(`${pair}${k}`);
  return tokens;
}

/** Tokens two sorted lists share (a bank list has no -1, so the query's unknown tokens never count). */
function sharedCount(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return shared;
}

export interface BankText {
  id: number;
  text: string;
}

/** What crosses back from the worker thread: the bank question found and how similar it is. */
export interface FoundDuplicate {
  match: BankText;
  similarity: number;
}

/** findNearDuplicate for each text against one bank, the bank indexed once. */
export function findNearDuplicates(bank: BankText[], texts: string[]): (FoundDuplicate | null)[] {
  const index = new NearDuplicateIndex(bank.map((q) => toComparable(q.id, q.text)));
  return texts.map((text) => {
    const found = index.find(text);
    return found ? { match: { id: found.match.id, text: found.match.text }, similarity: found.similarity } : null;
  });
}
