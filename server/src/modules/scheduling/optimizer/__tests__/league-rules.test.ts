import { describe, expect, it } from 'vitest';
import { buildSchedule, ScheduleInputError, type ScheduleInput } from '../index.js';
import { pairTeams } from '../model/pairings.js';

/** Two divisions of two teams at two gyms 30 minutes apart, Saturdays 9:00-11:00, one court each. */
function twoGyms(): ScheduleInput {
  const saturdays = ['2026-10-03', '2026-10-10'];
  return {
    venues: [
      { id: 1, name: 'Lincoln' },
      { id: 2, name: 'Roosevelt' },
    ],
    travel: [{ fromVenueId: 1, toVenueId: 2, minutes: 30 }],
    slots: saturdays.flatMap((date) => [1, 2].map((venueId) => ({ venueId, court: '1', date, start: 540, end: 660 }))),
    divisions: [
      { id: 1, name: 'U8', gameMinutes: 50, changeoverMinutes: 10, gamesPerTeam: { kind: 'count', count: 2 } },
      { id: 2, name: 'U12', gameMinutes: 60, changeoverMinutes: 0, gamesPerTeam: { kind: 'count', count: 2 } },
    ],
    teams: [
      { id: 11, name: 'Owls', divisionId: 1, coachIds: [1], blackoutDates: [] },
      { id: 12, name: 'Hawks', divisionId: 1, coachIds: [2], blackoutDates: [] },
      { id: 21, name: 'Bears', divisionId: 2, coachIds: [3], blackoutDates: [] },
      { id: 22, name: 'Wolves', divisionId: 2, coachIds: [4], blackoutDates: [] },
    ],
    households: [{ id: 7, teamIds: [11, 21] }],
    options: { seed: 3, budget: 20_000 },
  };
}

describe('a schedule for a small league', () => {
  it("keeps a family's children at one gym, back to back, when the gym time allows", () => {
    const { games, report } = buildSchedule(twoGyms());

    expect(report.unplaced).toEqual([]);
    expect(report.familyConflicts).toBe(0);
    expect(report.familySplitDays).toBe(0);
    expect(report.familyWaitHours).toBe(0);
    for (const date of ['2026-10-03', '2026-10-10']) {
      const day = games.filter((g) => g.date === date);
      expect(new Set(day.map((g) => g.venueId)).size).toBe(1);
    }
  });

  it('never lets a coach of two teams be at two games at once', () => {
    const input = twoGyms();
    input.teams[2]!.coachIds.push(1);

    const { games, report } = buildSchedule(input);

    expect(report.hardBroken.count).toBe(0);
    for (const date of ['2026-10-03', '2026-10-10']) {
      const [a, b] = games.filter((g) => g.date === date && [g.homeTeamId, g.awayTeamId].some((t) => t === 11 || t === 21));
      expect(a!.end <= b!.start || b!.end <= a!.start).toBe(true);
    }
  });

  it('names the division and the court-hours when the gym time cannot hold its games', () => {
    const input = twoGyms();
    input.slots = input.slots.filter((s) => s.venueId === 1);
    input.slots.forEach((s) => (s.end = 600));

    const { report } = buildSchedule(input);

    expect(report.unplaced.length).toBeGreaterThan(0);
    expect(report.unplaced[0]!.reason).toMatch(/\.$/);
    expect(report.infeasible).toEqual(["The season's games need 4 court-hours, the gym time gives 2."]);
  });

  it('says which team cannot play enough weeks when blackout dates take them', () => {
    const input = twoGyms();
    input.teams[0]!.blackoutDates = ['2026-10-10'];

    const { report } = buildSchedule(input);

    expect(report.infeasible[0]).toBe('Owls (U8) needs 2 games but can play at most 1: the weeks with gym time in its hours, less its blackout dates, at 1 a week.');
    expect(report.unplaced).toEqual([expect.objectContaining({ divisionId: 1, reason: "Hawks or Owls already plays on every other day with gym time in U8's weeks." })]);
  });

  it('refuses gym time that overlaps itself, naming the court and both times', () => {
    const input = twoGyms();
    input.slots.push({ venueId: 1, court: '1', date: '2026-10-03', start: 600, end: 720 });

    expect(() => buildSchedule(input)).toThrow(new ScheduleInputError('Gym time overlaps itself: Lincoln court 1 on Saturday 3 October, 9:00-11:00 and 10:00-12:00.'));
  });

  it('refuses gym time at a venue the season does not have', () => {
    const input = twoGyms();
    input.slots.push({ venueId: 9, court: '1', date: '2026-10-03', start: 600, end: 720 });

    expect(() => buildSchedule(input)).toThrow("Gym time names venue 9, which is not one of the season's venues.");
  });
});

describe('the circle method', () => {
  it('has every team meet every other before a rematch, home and away within one', () => {
    const games = pairTeams(6, { kind: 'double-round-robin' });
    const firstCycle = games.filter((g) => g.round < 5);
    const pairs = new Set(firstCycle.map((g) => [g.home, g.away].sort().join('-')));

    expect(games).toHaveLength(30);
    expect(pairs.size).toBe(15);
    for (let t = 0; t < 6; t++) {
      const home = games.filter((g) => g.home === t).length;
      expect(Math.abs(home - (10 - home))).toBeLessThanOrEqual(1);
    }
  });

  it('gives N games to each team, one fewer to one team when N and the team count are both odd', () => {
    const games = pairTeams(5, { kind: 'count', count: 3 });
    const counts = [0, 1, 2, 3, 4].map((t) => games.filter((g) => g.home === t || g.away === t).length);

    expect(counts.sort()).toEqual([2, 3, 3, 3, 3]);
  });
});
