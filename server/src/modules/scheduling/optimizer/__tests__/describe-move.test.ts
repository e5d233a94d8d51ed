import { describe, expect, it } from 'vitest';
import { describeMove, type ScheduledGame, type ScheduleInput } from '../index.js';

/** Lincoln and Roosevelt 30 minutes apart, Saturday 10 October 9:00-13:00; the Smith household has a child on Owls (U8) and on Bears (U12). */
function oneSaturday(familyRule: 'hard' | 'soft'): { input: ScheduleInput; games: ScheduledGame[] } {
  const input: ScheduleInput = {
    venues: [
      { id: 1, name: 'Lincoln' },
      { id: 2, name: 'Roosevelt' },
    ],
    travel: [{ fromVenueId: 1, toVenueId: 2, minutes: 30 }],
    slots: [1, 2].flatMap((venueId) => ['1', '2'].map((court) => ({ venueId, court, date: '2026-10-10', start: 540, end: 780 }))),
    divisions: [
      { id: 1, name: 'U8', gameMinutes: 50, changeoverMinutes: 10, gamesPerTeam: { kind: 'count', count: 1 } },
      { id: 2, name: 'U12', gameMinutes: 60, changeoverMinutes: 0, gamesPerTeam: { kind: 'count', count: 1 } },
    ],
    teams: [
      { id: 11, name: 'Owls', divisionId: 1, coachIds: [1], blackoutDates: [] },
      { id: 12, name: 'Hawks', divisionId: 1, coachIds: [2], blackoutDates: [] },
      { id: 21, name: 'Bears', divisionId: 2, coachIds: [3], blackoutDates: [] },
      { id: 22, name: 'Wolves', divisionId: 2, coachIds: [1], blackoutDates: [] },
    ],
    households: [{ id: 7, teamIds: [11, 21], name: 'Smith household' }],
    coaches: [{ id: 1, name: 'Pat Lee' }],
    options: { familyRule },
  };
  const games: ScheduledGame[] = [
    { id: 1, divisionId: 1, homeTeamId: 11, awayTeamId: 12, venueId: 1, court: '1', date: '2026-10-10', start: 540, end: 590 },
    { id: 2, divisionId: 2, homeTeamId: 21, awayTeamId: 22, venueId: 1, court: '2', date: '2026-10-10', start: 600, end: 660 },
  ];
  return { input, games };
}

const bearsAt = (games: ScheduledGame[], place: Partial<ScheduledGame>) => ({ ...games[1]!, ...place });

describe('what moving one game breaks or worsens', () => {
  it('says a family would wait longer, in hours, and refuses nothing', () => {
    const { input, games } = oneSaturday('hard');

    const verdict = describeMove(input, games, bearsAt(games, { start: 720, end: 780 }), 'Bears v Wolves', 'Lincoln court 2');

    expect(verdict.refused).toEqual([]);
    expect(verdict.warnings).toEqual(['Smith household would wait 2.2 hours between games on Saturday 10 October (10 minutes before).']);
    expect(verdict.summary).toBe('Moving Bears v Wolves to Saturday 10 October 12:00, Lincoln court 2: Smith household would wait 2.2 hours between games on Saturday 10 October (10 minutes before).');
  });

  it('refuses a second venue too close to drive to when the family rule is hard, and names the coach of two teams at once', () => {
    const { input, games } = oneSaturday('hard');

    const verdict = describeMove(input, games, bearsAt(games, { venueId: 2, court: '1', start: 540, end: 600 }), 'Bears v Wolves', 'Roosevelt court 1');

    expect(verdict.summary).toMatch(/^Bears v Wolves cannot move to Saturday 10 October 9:00, Roosevelt court 1\. /);
    expect(verdict.refused).toEqual([
      'Coach Pat Lee has two games too close together: Owls v Hawks (Saturday 10 October 9:00, Lincoln) and Bears v Wolves (Saturday 10 October 9:00, Roosevelt).',
      'Smith household has games at two venues at once: Owls v Hawks (Saturday 10 October 9:00, Lincoln) and Bears v Wolves (Saturday 10 October 9:00, Roosevelt).',
    ]);
    expect(verdict.warnings).toEqual([]);
  });

  it('under a soft family rule, warns of two venues on one day instead of refusing', () => {
    const { input, games } = oneSaturday('soft');

    const verdict = describeMove(input, games, bearsAt(games, { venueId: 2, court: '1', start: 660, end: 720 }), 'Bears v Wolves', 'Roosevelt court 1');

    expect(verdict.refused).toEqual([]);
    expect(verdict.warnings).toEqual(['Smith household would be at 2 venues on Saturday 10 October.', 'Smith household would wait 1.2 hours between games on Saturday 10 October (10 minutes before).']);
  });

  it('does not blame the move for a rule the schedule already broke', () => {
    const { input, games } = oneSaturday('hard');
    const clash = [...games, { id: 3, divisionId: 1, homeTeamId: 12, awayTeamId: 11, venueId: 2, court: '1', date: '2026-10-10', start: 540, end: 590 }];

    const verdict = describeMove(input, clash, bearsAt(clash, { court: '1', start: 720, end: 780 }), 'Bears v Wolves', 'Lincoln court 1');

    expect(verdict.refused).toEqual([]);
  });
});
