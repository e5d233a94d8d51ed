import { describe, expect, it } from 'vitest';
import { markFormulaCell, unmarkFormulaCell } from '../spreadsheet-cell.js';

describe('the spreadsheet formula mark', () => {
  it.each(['=1+1', '=HYPERLINK("http://evil.example","x")', '@SUM(A1)', '\tx', '\rx', '+SUM(A1)', '-2+3+cmd|\' /C calc\'!A0', '+A1*2', '-"x"&A1'])(
    'when a cell would run as a formula (%j), marks it with an apostrophe',
    (value) => {
      expect(markFormulaCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['-Reyes', '-Marie-Claire Dupont', '+Ana Ruiz', '-5', '+1 (555) 010-0100', '-O’Brien, Jr.', 'Mary-Ann', "O'Neil", ''])(
    'when a cell is a name, number or phone number (%j), writes it as it is',
    (value) => {
      expect(markFormulaCell(value)).toBe(value);
    },
  );

  it.each(['-Reyes', '=1+1', '+SUM(A1)', "'-Reyes", "''=x", "O'Neil", '@x', '\tx'])('when %j goes out and comes back, it is unchanged', (value) => {
    expect(unmarkFormulaCell(markFormulaCell(value))).toBe(value);
  });

  it('when an older export marked a name, the import takes the mark off', () => {
    expect(unmarkFormulaCell("'-Reyes")).toBe('-Reyes');
    expect(unmarkFormulaCell("'O'Neil")).toBe("'O'Neil");
  });
});
