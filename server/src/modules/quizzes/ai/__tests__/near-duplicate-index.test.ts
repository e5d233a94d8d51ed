import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { generateImport, generateQuestionText, shortQuestionTexts } from '../../../../testing/generated-question-bank.js';
import { NearDuplicateIndex } from '../near-duplicate-index.js';
import { findNearDuplicate, toComparable, type NearDuplicate } from '../text-similarity.js';

const comparableBank = (texts: string[]) => texts.map((text, i) => toComparable(i + 1, text));

/** What a check found, as the import reports it: the bank question's id and the exact similarity. */
const answer = (found: NearDuplicate | null) => (found ? { id: found.match.id, similarity: found.similarity } : null);

function bothAnswers(bankTexts: string[], fileTexts: string[]) {
  const bank = comparableBank(bankTexts);
  const index = new NearDuplicateIndex(bank);
  return {
    pairwise: fileTexts.map((text) => answer(findNearDuplicate(text, bank))),
    indexed: fileTexts.map((text) => answer(index.find(text))),
  };
}

describe('the near-duplicate index gives the pairwise check’s answers', () => {
  it.each([
    [400, 300, 1],
    [1200, 300, 2],
    [60, 300, 3],
  ])('on a generated bank of %i questions and a file of %i (seed %i)', (bankSize, fileSize, seed) => {
    const { bank, file } = generateImport(bankSize, fileSize, seed);

    const { pairwise, indexed } = bothAnswers(bank, file);

    expect(indexed).toEqual(pairwise);
    // The generated data reaches both sides of the limit, and just over it.
    const similarities = pairwise.flatMap((a) => (a ? [a.similarity] : []));
    expect(similarities.some((s) => s === 1)).toBe(true);
    expect(similarities.some((s) => s < 0.9)).toBe(true);
    expect(pairwise.some((a) => a === null)).toBe(true);
  });

  it('agrees at the limit: a bank question cut word by word and changed word by word, from the same to unrelated', () => {
    const random = createRandom(11);
    const bank = Array.from({ length: 40 }, () => generateQuestionText(random));
    const file = bank.flatMap((text) => {
      const words = text.split(' ');
      const cut = words.map((_, n) => words.slice(0, words.length - n).join(' '));
      const changed = words.map((_, n) => words.map((w, i) => (i < n ? `${w}x` : w)).join(' '));
      return [...cut, ...changed];
    });

    const { pairwise, indexed } = bothAnswers(bank, file);

    expect(indexed).toEqual(pairwise);
    const similarities = pairwise.flatMap((a) => (a ? [a.similarity] : []));
    expect(similarities.some((s) => s < 0.86)).toBe(true);
  });

  it('names the first of two bank questions that say the same thing, as the pairwise check does', () => {
    const bank = ['Is a charge a personal foul?', 'Who throws in after a held ball?', 'IS A CHARGE A PERSONAL FOUL!', 'Is a charge a personal foul?'];

    const { pairwise, indexed } = bothAnswers(bank, ['is a charge a personal foul', 'Is a charge a personal foul, then?']);

    expect(indexed).toEqual(pairwise);
    expect(indexed.map((a) => a?.id)).toEqual([1, 1]);
  });

  it('matches texts too short for a pair of letters only with each other, as the pairwise check does', () => {
    const bank = ['Who throws in after a held ball?', ...shortQuestionTexts];

    const { pairwise, indexed } = bothAnswers(bank, [...shortQuestionTexts, 'B', '!!']);

    expect(indexed).toEqual(pairwise);
    expect(indexed[0]).toEqual({ id: 2, similarity: 1 });
  });

  it('finds nothing in an empty bank, and a short question in a bank without short questions finds nothing', () => {
    expect(bothAnswers([], ['Is a charge a personal foul?', '']).indexed).toEqual([null, null]);
    expect(bothAnswers(['Is a charge a personal foul?'], ['?', 'A']).indexed).toEqual([null, null]);
  });

  it('treats reordered words and repeated letters as the pairwise check does (it counts each pair of letters)', () => {
    const bank = ['The ball is out when it touches the line.', 'aaaaaaaaaa', 'abababababab'];
    const file = ['When it touches the line the ball is out.', 'aaaaaaaaa', 'aaaaa', 'babababababa', 'ab ab ab ab ab ab'];

    const { pairwise, indexed } = bothAnswers(bank, file);

    expect(indexed).toEqual(pairwise);
    expect(pairwise.filter(Boolean).length).toBeGreaterThan(1);
  });
});
