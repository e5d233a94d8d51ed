import { describe, expect, it } from 'vitest';
import { makeGenderReader, measureGenderBalance, readGender, readGenderText } from '@league/contract';
import { readGenders } from '../csv/read-genders.js';

describe('the gender vocabulary (decision 0034)', () => {
  it.each([
    ['M', 'M'], ['m', 'M'], ['Male', 'M'], [' BOY ', 'M'], ['B', 'M'], ['boys', 'M'],
    ['F', 'F'], ['female', 'F'], ['Girl', 'F'], ['G', 'F'], ['W', 'F'], ['Woman', 'F'],
    ['X', 'X'], ['Non-binary', 'X'], ['nonbinary', 'X'], ['NB', 'X'], ['Other', 'X'],
  ])('reads "%s" as %s', (text, code) => {
    expect(readGenderText(text)).toBe(code);
  });

  it.each(['', '  ', 'N/A', 'unknown', 'Prefer not to say', 'U'])('reads "%s" as not given', (text) => {
    expect(readGenderText(text)).toBeNull();
  });

  it.each(['Boy?', 'Mixed', '2', 'Girls team'])('answers unknown for "%s" instead of guessing', (text) => {
    expect(readGenderText(text)).toBe('unknown');
    expect(readGender(text)).toBeNull();
  });

  it("takes the admin's mapping first, compared like the vocabulary, and none as not given", () => {
    const read = makeGenderReader({ 'Boy?': 'M', MIXED: 'none', B: 'F' });

    expect(read(' boy? ')).toBe('M');
    expect(read('Mixed')).toBeNull();
    expect(read('b')).toBe('F');
    expect(read('Girl')).toBe('F');
  });

  it('lists unknown values once with their rows and count, and names the unmapped ones in a warning', () => {
    const cells = [2, 3, 4, 5, 6].map((row, i) => ({ row, text: ['Boy?', 'F', 'boy?', 'Mixed', null][i]! }));

    const read = readGenders(cells, { Mixed: 'X' });

    expect(read.codes).toEqual([null, 'F', null, 'X', null]);
    expect(read.unknown).toEqual([
      { value: 'Boy?', count: 2, rows: [2, 4], mapped_to: null },
      { value: 'Mixed', count: 1, rows: [5], mapped_to: 'X' },
    ]);
    expect(read.warnings).toEqual([
      'Rows 2 and 4: the gender "Boy?" is not one we know, so these players were balanced as if no gender was given. Choose what it means under "Genders we did not recognise" and balance again.',
    ]);
  });

  it('measures kept on the counts: within one is kept, two apart is not, and no genders is neither', () => {
    expect(measureGenderBalance([{ team_name: 'A', counts: { F: 2, M: 1 } }, { team_name: 'B', counts: { F: 1, M: 2 } }])).toMatchObject({ kept: true, max_difference: 1 });
    expect(measureGenderBalance([{ team_name: 'A', counts: { F: 3, M: 1 } }, { team_name: 'B', counts: { F: 1, M: 3 } }])).toMatchObject({ kept: false, max_difference: 2 });
    expect(measureGenderBalance([{ team_name: 'A', counts: {} }, { team_name: 'B', counts: {} }])).toEqual({ kept: null, max_difference: 0, genders: [], widest: null });
  });
});
