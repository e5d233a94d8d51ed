import { describe, expect, it } from 'vitest';
import { buildSchedule, checkSchedule, ScheduleInputError, type ScheduledGame, type ScheduleInput } from '../index.js';
import { twoGyms } from './support/two-gyms.js';

/** U8 (Owls, Hawks) saved by an earlier request at 9:00, Lincoln then Roosevelt; Owls' coach and family also have Bears in U12. */
function u8Saved(): ScheduleInput {
  const input = twoGyms();
  input.teams.find((t) => t.name === 'Bears')!.coachIds.push(1);
  const fixed: ScheduledGame[] = [
    { id: 101, divisionId: 1, homeTeamId: 11, awayTeamId: 12, venueId: 1, court: '1', date: '2026-10-03', start: 540, end: 590 },
    { id: 102, divisionId: 1, homeTeamId: 12, awayTeamId: 11, venueId: 2, court: '1', date: '2026-10-10', start: 540, end: 590 },
  ];
  return { ...input, fixedGames: fixed };
}

const bears = (g: ScheduledGame) => g.homeTeamId === 21 || g.awayTeamId === 21;

describe('building around games another request saved', () => {
  it("puts a shared coach's and a family's other game after the fixed one, at its gym, after the changeover", () => {
    const { games, report } = buildSchedule(u8Saved());

    expect(report).toMatchObject({ hardBroken: { count: 0 }, unplaced: [], familyConflicts: 0 });
    expect(games.map((g) => g.divisionId)).toEqual([2, 2]);
    // Owls end at 9:50 and hold the court until 10:00; the other gym is 30 minutes away, too far for an hour's game by 11:00.
    expect(games.filter(bears).map((g) => [g.date, g.venueId, g.start])).toEqual([
      ['2026-10-03', 1, 600],
      ['2026-10-10', 2, 600],
    ]);
  });

  it('checks a schedule against the fixed games: their court, coach and family', () => {
    const input = u8Saved();
    const clash: ScheduledGame = { divisionId: 2, homeTeamId: 21, awayTeamId: 22, venueId: 1, court: '1', date: '2026-10-03', start: 570, end: 630 };

    const broken = checkSchedule(input, [clash]);

    expect(broken).toEqual([expect.stringMatching(/share court 1\.$/), expect.stringMatching(/^Coach 1 has two games too close together/)]);
  });

  it('refuses a fixed game outside the gym time, saying when it is', () => {
    const input = u8Saved();
    input.fixedGames![0]!.start = 480;

    expect(() => buildSchedule(input)).toThrow(new ScheduleInputError('A saved game on Saturday 3 October at 8:00 (court 1) is outside the gym time; build its division again first.'));
  });
});
