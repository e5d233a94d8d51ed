import { describe, expect, it } from 'vitest';
import { CsvInputError } from '../../balancing/index.js';
import { readGymTime } from '../gym-time/read-gym-time.js';

const header = 'venue,court,date,start,end';

describe("reading a school's gym-time file", () => {
  it('reads each line into a court, a day and minutes, with the address when the file has one', () => {
    const rows = readGymTime(['Venue,Court,Date,Start,End,Address', 'Lincoln,1,10/3/2026,9:00 AM,1:30 PM,12 Elm St', 'Lincoln,North,2026-10-04,18:00,24:00,'].join('\n'));

    expect(rows).toEqual([
      { line: 2, venue: 'Lincoln', address: '12 Elm St', court: '1', date: '2026-10-03', start: 540, end: 810 },
      { line: 3, venue: 'Lincoln', address: '', court: 'North', date: '2026-10-04', start: 1080, end: 1440 },
    ]);
  });

  it.each([
    [',1,2026-10-03,9:00,13:00', 'Line 2: the venue is empty.', 'venue'],
    [`${'L'.repeat(121)},1,2026-10-03,9:00,13:00`, "Line 2: the venue's name is longer than 120 characters.", 'venue'],
    ['Lincoln,,2026-10-03,9:00,13:00', "Line 2: the court is empty; write the court's number or name (1, North).", 'court'],
    [`Lincoln,${'c'.repeat(41)},2026-10-03,9:00,13:00`, "Line 2: the court's name is longer than 40 characters.", 'court'],
    ['Lincoln,1,Saturday,9:00,13:00', 'Line 2: "Saturday" is not a date. Write it as 2026-10-03, 10/3/2026 or Oct 3 2026.', 'date'],
    ['Lincoln,1,2026-10-03,morning,13:00', 'Line 2: "morning" is not a time of day. Write it as 9:00, 19:30 or 7:30 PM.', 'start'],
    ['Lincoln,1,2026-10-03,9:00,', 'Line 2: "" is not a time of day. Write it as 9:00, 19:30 or 7:30 PM.', 'end'],
    ['Lincoln,1,2026-10-03,13:00,9:00', 'Line 2: the gym time ends before it starts (13:00 to 9:00).', 'end'],
  ])('names the line and the cell it cannot read: %j', (line, sentence, column) => {
    const read = () => readGymTime(`${header}\n${line}`);

    expect(read).toThrow(new CsvInputError(sentence, 2, column));
    expect(read).toThrow(expect.objectContaining({ row: 2, column }));
  });

  it('names the one column a file lacks, in the singular', () => {
    expect(() => readGymTime('venue,court,date,start\nLincoln,1,2026-10-03,9:00')).toThrow(
      'The file has no "end" column. A gym-time file has the columns venue, court, date, start and end (and optionally address); it has "venue", "court", "date", "start".',
    );
  });
});
