import type { TermValues } from '../model/types.js';

interface Entry {
  terms: TermValues;
  assign: Int32Array;
}

const keys = ['spread', 'regionPenalty', 'availabilityPenalty', 'heightSpread'] as const;
const tolerance = 1e-9;

const noWorse = (a: TermValues, b: TermValues) => keys.every((k) => a[k] <= b[k] + tolerance * Math.max(1, Math.abs(b[k])));

/**
 * The non-dominated solutions the search has met, judged on the four terms alone. Because
 * it never looks at the requested weights, choosing the best entry for a weight vector is a
 * choice from a fixed set, and that is what makes "raising a weight never worsens its own
 * term" hold exactly (see balance-teams.ts).
 */
export class ParetoArchive {
  readonly entries: Entry[] = [];

  constructor(private readonly capacity = 200) {}

  offer(terms: TermValues, assign: Int32Array): void {
    if (this.entries.some((e) => noWorse(e.terms, terms))) return;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      if (noWorse(terms, this.entries[i]!.terms)) this.entries.splice(i, 1);
    }
    this.entries.push({ terms, assign: assign.slice() });
    if (this.entries.length > this.capacity) this.dropOldestNonExtreme();
  }

  private dropOldestNonExtreme(): void {
    const extremes = new Set(keys.map((k) => this.entries.reduce((best, e) => (e.terms[k] < best.terms[k] ? e : best))));
    const index = this.entries.findIndex((e) => !extremes.has(e));
    this.entries.splice(index, 1);
  }
}
