import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/read-csv.js';
import { readRoster, type RosterColumns } from '../csv/read-roster.js';

const limits = { maxRows: 100 };
const skills: RosterColumns['skills'] = [
  { skillId: 1, name: 'Shooting', column: 'shooting', weight: 2, normalizationFactor: 10 },
  { skillId: 2, name: 'Speed', column: 'speed', weight: 1, normalizationFactor: 5 },
];
const read = (text: string, columns: Partial<RosterColumns> = {}) => readRoster(readCsv(text, limits), { skills, ...columns }).players;
const readAll = (text: string, columns: Partial<RosterColumns> = {}) => readRoster(readCsv(text, limits), { skills, ...columns });

describe('readCsv', () => {
  it('handles a byte-order mark, CRLF, quoted fields, blank lines and trailing commas', () => {
    const text = '\uFEFFname,shooting,speed,\r\n"Lee, Ann",8,4,\r\n\r\n"Bo ""Jr""",6,2,\r\n';

    const table = readCsv(text, limits);

    expect(table.header).toEqual(['name', 'shooting', 'speed']);
    expect(table.rows).toEqual([
      { row: 2, values: { name: 'Lee, Ann', shooting: '8', speed: '4' } },
      { row: 4, values: { name: 'Bo "Jr"', shooting: '6', speed: '2' } },
    ]);
  });

  it.each([
    ['', 'The CSV file is empty.'],
    ['\n\n', 'The CSV file is empty.'],
    ['name,shooting\n', 'The CSV file has a header but no player rows.'],
    ['name,,speed\nAnn,1,2', 'Row 1: column 2 of the header has no name.'],
    ['name,Name\nAnn,Bo', 'Row 1: the header names the column "Name" twice.'],
    ['name,speed\nAnn,1,extra', 'Row 2 has more values than the header has columns (2).'],
  ])('rejects %j: %s', (text, message) => {
    expect(() => readCsv(text, limits)).toThrow(message);
  });

  it('refuses more rows than the limit', () => {
    const text = `name\n${Array.from({ length: 4 }, (_, i) => `P${i}`).join('\n')}`;

    expect(() => readCsv(text, { maxRows: 3 })).toThrow('The CSV file has more than 3 player rows.');
  });
});

describe('readRoster', () => {
  it('converts ratings with each skill factor and computes the weighted composite', () => {
    const [ann] = read('name,shooting,speed\nAnn,8,2.5');

    expect(ann!.ratings).toEqual({ 1: 8, 2: 5 });
    expect(ann!.composite).toBeCloseTo((8 * 2 + 5) / 3, 4);
  });

  it("reads a rating on the scale its column's title declares and brings it onto the skill's own", () => {
    const columns = { skills: [{ ...skills[0]!, column: 'Shooting (0-5)' }, { ...skills[1]!, column: 'Speed (0-10)' }] };
    const [ann] = read('name,Shooting (0-5),Speed (0-10)\nAnn,4,6', columns);

    // Both shown on 0-10: Shooting 4 of 5 is 8; Speed 6 of 10 stays 6 (3 of its own 5).
    expect(ann!.ratings).toEqual({ 1: 8, 2: 6 });
    expect(() => read('name,Shooting (0-5),Speed (0-10)\nAnn,6,6', columns)).toThrow(/ratings go from 0 to 5/);
  });

  it('joins first and last names and carries email and date of birth', () => {
    const [ann] = read('First_Name,Last_Name,Email,DOB,shooting,speed\nAnn,Lee,ann@example.org,2014-05-01,5,5');

    expect(ann).toMatchObject({ name: 'Ann Lee', email: 'ann@example.org', dateOfBirth: '2014-05-01', row: 2 });
  });

  it('reads region, practice conflicts and height from the chosen columns, whatever their case', () => {
    const [ann] = read(`name,shooting,speed,Area,Conflicts,Height\nAnn,5,5,North,M/W,5'7"`, { region: 'area', availability: 'conflicts', height: 'height' });

    expect(ann).toMatchObject({ region: 'N', unavailableDays: ['mon', 'wed'], heightCm: 170.2 });
  });

  it('refuses blank ratings by default, naming every blank cell by row, player and skill', () => {
    const text = 'name,shooting,speed\nAnn,,5\nBo,4,\nCy,6,3';

    expect(() => read(text)).toThrow('2 ratings are blank: Row 2 (Ann): no rating for Shooting; Row 3 (Bo): no rating for Speed.');
  });

  it('names the first twenty blank cells and counts the rest', () => {
    const text = `name,shooting,speed\n${Array.from({ length: 25 }, (_, i) => `P${i},,1`).join('\n')}`;

    expect(() => read(text)).toThrow('25 ratings are blank: Row 2 (P0): no rating for Shooting;');
    expect(() => read(text)).toThrow('and 5 more.');
  });

  it('names the skill and, when it differs, the column of a blank rating', () => {
    const named = [{ skillId: 1, name: 'Shooting', column: 'Shot (1-10)', weight: 1, normalizationFactor: 10 }];

    expect(() => readRoster(readCsv('name,Shot (1-10)\nMaya Chen,', limits), { skills: named })).toThrow('1 rating is blank: Row 2 (Maya Chen): no rating for Shooting (column "Shot (1-10)").');
  });

  it('names the player whose extra cell was shortened', () => {
    const roster = readAll(`name,shooting,speed,Notes\nAnn,1,1,${'x'.repeat(600)}`);

    expect(roster.warnings).toEqual(['Row 2 (Ann), column "Notes" was longer than 500 characters and was shortened.']);
  });

  it('fills a blank rating with the mean of that skill and says so', () => {
    const roster = readAll('name,shooting,speed\nAnn,,5\nBo,4,5\nCy,8,5', { blankRatings: 'mean' });

    expect(roster.players[0]!.ratings).toEqual({ 1: 6, 2: 10 });
    expect(roster.warnings).toEqual(['Row 2 (Ann): no rating for Shooting; the average 6 was used.']);
  });

  it.each([
    ['name,shooting,speed\nAnn,abc,1', 'Row 2 (Ann), column "shooting": "abc" is not a rating.', 2, 'shooting'],
    // Above the skill's scale: reported like any bad cell, never clamped to the top of the scale.
    ['name,shooting,speed\nAnn,1,6', 'Row 2 (Ann), column "speed": "6" is above this skill\'s scale: ratings go from 0 to 5.', 2, 'speed'],
    ['name,shooting,speed\nAnn,10.5,1', 'Row 2 (Ann), column "shooting": "10.5" is above this skill\'s scale: ratings go from 0 to 10.', 2, 'shooting'],
    ['name,shooting,speed\nAnn,1,1\n,2,2', 'Row 3, column "name": the player has no name.', 3, 'name'],
    ['name,shooting,speed,h\nAnn,1,1,tall', 'Row 2 (Ann), column "h": "tall" is not a height.', 2, 'h'],
    ['name,shooting,speed,r\nAnn,1,1,Q', 'Row 2 (Ann), column "r": "Q" is not a region.', 2, 'r'],
    ['name,shooting,speed,c\nAnn,1,1,S', 'Row 2 (Ann), column "c": "S" is not a list of days.', 2, 'c'],
    ['name,shooting,speed,email\nAnn,1,1,nope', 'Row 2 (Ann), column "email": "nope" is not an email address.', 2, 'email'],
  ])('names the row, its player (once named) and column of a bad cell: %j', (text, message, row, column) => {
    const columns = { region: text.includes(',r\n') ? 'r' : null, availability: text.includes(',c\n') ? 'c' : null, height: text.includes(',h\n') ? 'h' : null };

    expect(() => read(text, columns)).toThrow(message);
    expect(() => read(text, columns)).toThrow(expect.objectContaining({ row, column }));
  });

  it('names a mapped column the file does not have', () => {
    expect(() => read('name,shooting\nAnn,1')).toThrow('The CSV has no column "speed" (chosen for the skill "Speed"). Its columns are: name, shooting.');
  });

  it('asks for a name column when there is none', () => {
    expect(() => read('player,shooting,speed\nAnn,1,1')).toThrow('The CSV needs a name column (such as "Name" or "Player Name"), or a first name and a last name column');
  });
});
