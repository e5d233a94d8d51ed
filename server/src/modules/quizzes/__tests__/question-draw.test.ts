import { describe, expect, it } from 'vitest';
import { drawQuestions, findShortCategory, shuffle } from '../drawing/question-draw.js';

const bank = [
  ...[1, 2, 3, 4].map((id) => ({ id, category: 'Fouls' })),
  ...[5, 6, 7].map((id) => ({ id, category: 'Timing' })),
];

/** A repeatable source of randomness (a small linear congruential generator). */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('drawing questions from the bank', () => {
  it('takes the asked number per category, each question once', () => {
    const drawn = drawQuestions(bank, [{ category: 'Fouls', count: 2 }, { category: 'Timing', count: 3 }], new Set(), seeded(1));

    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.slice(0, 2).every((id) => id <= 4)).toBe(true);
    expect([...drawn.slice(2)].sort()).toEqual([5, 6, 7]);
  });

  it('never repeats a question for a referee until the category is exhausted', () => {
    const seen = new Set<number>();
    const rounds: number[][] = [];
    for (let round = 0; round < 3; round++) {
      const drawn = drawQuestions(bank, [{ category: 'Fouls', count: 2 }], seen, seeded(round + 7));
      rounds.push(drawn);
      drawn.forEach((id) => seen.add(id));
    }

    expect(new Set([...rounds[0]!, ...rounds[1]!]).size).toBe(4);
    expect(rounds[2]!.every((id) => seen.has(id))).toBe(true);
  });

  it('prefers unseen questions and fills up with seen ones only when needed', () => {
    const drawn = drawQuestions(bank, [{ category: 'Fouls', count: 3 }], new Set([1, 2, 3]), seeded(3));

    expect(drawn[0]).toBe(4);
    expect(drawn).toHaveLength(3);
  });

  it('names the category that asks for more questions than the bank has', () => {
    const available = new Map([['Fouls', 4], ['Timing', 3]]);

    expect(findShortCategory([{ category: 'Fouls', count: 4 }], available)).toBeNull();
    expect(findShortCategory([{ category: 'Timing', count: 2 }, { category: 'Timing', count: 2 }], available)).toBe(
      'The draw asks for 4 questions of category "Timing", but the bank has 3.',
    );
    expect(findShortCategory([{ category: 'Violations', count: 1 }], available)).toBe('The draw asks for 1 question of category "Violations", but the bank has 0.');
  });

  it('shuffles into a permutation, the same one for the same randomness', () => {
    const items = [1, 2, 3, 4, 5, 6];

    const a = shuffle(items, seeded(42));

    expect([...a].sort()).toEqual(items);
    expect(shuffle(items, seeded(42))).toEqual(a);
  });
});
