import { describe, expect, it } from 'vitest';
import { autoMapSkills, balanceMessages, clampWeight, validateBalanceForm, type BalanceFormValues } from '@/features/balancing/lib/balance-form';
import { isCsvFile, readCsvHeader } from '@/features/balancing/lib/csv-file';
import { proposeMapping } from '@/features/balancing/lib/column-mapping';

const skills = [{ id: 1, name: 'Shooting' }];
const valid: BalanceFormValues = {
  divisionId: 5,
  numberOfTeams: '4',
  file: new File(['a'], 'p.csv', { type: 'text/csv' }),
  skills,
  choices: { 1: { use: true, column: 'Shooting' } },
  region: { column: '', mode: 'soft', weight: 5 },
  availability: { enabled: false, column: '', weight: 3 },
  height: { enabled: false, column: '', weight: 10 },
  mapping: proposeMapping(['Name', 'Shooting']),
  mappingProblems: {},
  rules: { requestWeight: 5, mutualOnly: true, tierBalance: true, blankRatings: 'error' },
  genderMapping: {},
  requestAnswers: {},
};

describe('validateBalanceForm', () => {
  it('accepts a complete form and the 2 and 20 team bounds', () => {
    expect(validateBalanceForm(valid)).toBeNull();
    expect(validateBalanceForm({ ...valid, numberOfTeams: '2' })).toBeNull();
    expect(validateBalanceForm({ ...valid, numberOfTeams: '20' })).toBeNull();
  });

  it.each(['1', '21', '2.5', ''])('rejects %j teams', (count) => {
    expect(validateBalanceForm({ ...valid, numberOfTeams: count })).toBe(balanceMessages.teams);
  });

  it('reports the missing file before the skill mapping', () => {
    expect(validateBalanceForm({ ...valid, file: null, choices: { 1: { use: true, column: '' } } })).toBe('Upload a CSV file first.');
  });

  it('lets no skill be selected (teams are then dealt at random)', () => {
    expect(validateBalanceForm({ ...valid, choices: { 1: { use: false, column: '' } } })).toBeNull();
  });
});

describe('autoMapSkills', () => {
  it('keeps a manual column only while the file still has it', () => {
    const manual = { 1: { column: 'Shot' } };
    expect(autoMapSkills(skills, ['Shot', 'SHOOTING'], manual)[1]).toEqual({ use: true, column: 'Shot' });
    expect(autoMapSkills(skills, ['SHOOTING'], manual)[1]).toEqual({ use: true, column: 'SHOOTING' });
  });

  it("finds a skill's column in an exported file whose title gives the scale", () => {
    expect(autoMapSkills(skills, ['Name', 'Shooting (0-5)'], {})[1]).toEqual({ use: true, column: 'Shooting (0-5)' });
  });
});

describe('clampWeight and isCsvFile', () => {
  it('clamps weights into 0..max', () => {
    expect(clampWeight('12', 10)).toBe(10);
    expect(clampWeight('-3', 10)).toBe(0);
    expect(clampWeight('7.5', 50)).toBe(7.5);
  });

  it('accepts text/csv or a .csv name', () => {
    expect(isCsvFile(new File([''], 'x.CSV', { type: 'application/vnd.ms-excel' }))).toBe(true);
    expect(isCsvFile(new File([''], 'x', { type: 'text/csv' }))).toBe(true);
    expect(isCsvFile(new File([''], 'x.txt', { type: 'text/plain' }))).toBe(false);
  });
});

describe('readCsvHeader', () => {
  it('reads the header of a UTF-8 file, without its byte order mark', async () => {
    const file = new File(['\uFEFFPrénom,Nom,Âge\r\nZoë,Muñoz,11\r\n'], 'export.csv', { type: 'text/csv' });

    expect(await readCsvHeader(file)).toEqual(['Prénom', 'Nom', 'Âge']);
  });

  it('reads a file saved by Excel on Windows (Windows-1252) with its accents, as the server will', async () => {
    // "Prénom,Nom,Âge" then a row, in Windows-1252: é is the single byte E9, Â is C2.
    const bytes = Uint8Array.from([...'Pr', 0xe9, ...'nom,Nom,', 0xc2, ...'ge\r\nZo', 0xeb, ...',Mu', 0xf1, ...'oz,11\r\n'].flatMap((part) => (typeof part === 'number' ? [part] : [...part].map((c) => c.charCodeAt(0)))));
    const file = new File([bytes], 'export.csv', { type: 'text/csv' });

    expect(await readCsvHeader(file)).toEqual(['Prénom', 'Nom', 'Âge']);
  });
});
