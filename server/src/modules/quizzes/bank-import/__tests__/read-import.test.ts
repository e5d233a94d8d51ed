import { describe, expect, it } from 'vitest';
import { readImport } from '../read-import.js';

const options = Array.from({ length: 11 }, (_, i) => `${i === 0 ? '=' : '~'}Option ${i + 1}`).join(' ');
const gift = `::Round::The ball is round.{T}\n\n::Too many::Pick one.{${options}}\n\n::Period::Which signal ends a period? {=Horn ~Whistle ~Hand up}\n`;
const file = { text: gift, filename: 'rules.gift' };

describe('reading a question file before it is imported', () => {
  it('reads each question by the rules of one typed in, and skips one the bank cannot hold at its place in the file', () => {
    const result = readImport({ file, input: { preview: false, edition: 'FIBA 2024' }, bank: [] });

    expect(result.read.map((q) => [q.index, q.title, q.row.questionText, q.row.status, q.row.source])).toEqual([
      [1, 'Round', 'The ball is round.', 'draft', 'import'],
      [3, 'Period', 'Which signal ends a period?', 'draft', 'import'],
    ]);
    expect(result.skipped).toEqual([{ index: 2, title: 'Too many', type: 'multiple choice', reason: 'A question can have at most 10 options.' }]);
    expect(result.duplicates).toEqual([null, null]);
  });

  it('finds the bank question a read question nearly repeats', () => {
    const bank = [{ id: 41, text: 'The ball is round.' }, { id: 42, text: 'How long is a quarter in FIBA games?' }];

    const result = readImport({ file, input: { preview: false }, bank });

    expect(result.duplicates[0]).toMatchObject({ match: { id: 41 } });
    expect(result.duplicates[0]!.similarity).toBeGreaterThan(0.9);
    expect(result.duplicates[1]).toBeNull();
  });
});
