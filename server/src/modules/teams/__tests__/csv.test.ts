import { describe, expect, it } from 'vitest';
import { neutralizeFormula, writeCsv } from '../export/csv.js';
import { splitName } from '../export/export-columns.js';

describe('neutralizeFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutralizeFormula('Mary-Ann')).toBe('Mary-Ann');
  });
});

describe('writeCsv', () => {
  it('quotes commas, quotes and newlines, keeps numbers, and writes null as empty', () => {
    expect(writeCsv(['a', 'b', 'c'], [['x, y', 'say "hi"', null], [1.5, 'line\nbreak', -2]])).toBe(
      'a,b,c\r\n"x, y","say ""hi""",\r\n1.5,"line\nbreak",-2',
    );
  });
});

describe('splitName', () => {
  it.each([
    ['Mary Ann Lee', 'Mary', 'Ann Lee'],
    ['Cher', 'Cher', ''],
    ['  Bo   Li ', 'Bo', 'Li'],
  ])('splits %j at the first space', (name, first, last) => {
    expect(splitName(name)).toEqual({ first, last });
  });
});
