import { describe, expect, it } from 'vitest';
import { writeCsv } from '../export/csv.js';
import { splitName } from '../export/export-columns.js';

describe('writeCsv', () => {
  it('starts with the byte-order mark, quotes commas, quotes and newlines, keeps numbers, and writes null as empty', () => {
    expect(writeCsv(['a', 'b', 'c'], [['x, y', 'say "hi"', null], [1.5, 'line\nbreak', -2]])).toBe(
      '\uFEFFa,b,c\r\n"x, y","say ""hi""",\r\n1.5,"line\nbreak",-2',
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
