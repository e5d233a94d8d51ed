import { describe, expect, it } from 'vitest';
import { buildSchedule, ScheduleInputError, type ScheduleInput } from '../index.js';
import { pairTeams } from '../model/pairings.js';
import { oneCourt } from './support/one-court.js';
import { twoGyms } from './support/two-gyms.js';

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

    expect(report.infeasible[0]).toBe('Owls (U8) needs 2 games but can play at most 1: the weeks with gym time in its hours, less the days (and parts of days) its coach asked for no games, at 1 a week.');
    expect(report.unplaced).toEqual([expect.objectContaining({ divisionId: 1, reason: "Hawks or Owls already plays on every other day with gym time in U8's weeks." })]);
  });

  it('refuses gym time that overlaps itself, naming the court and both times', () => {
    const input = twoGyms();
    input.slots.push({ venueId: 1, court: '1', date: '2026-10-03', start: 600, end: 720 });

    expect(() => buildSchedule(input)).toThrow(new ScheduleInputError('Gym time overlaps itself: Lincoln court 1 on Saturday 3 October, 9:00-11:00 and 10:00-12:00.'));
  });

  it.each<[string, (input: ScheduleInput) => void]>([
    ['Team 12 is listed twice.', (input) => input.teams.push({ ...input.teams[1]!, name: 'Hawks again' })],
    ['Division 2 is listed twice.', (input) => input.divisions.push({ ...input.divisions[1]! })],
    ['U8: a game must last a whole number of minutes above 0.', (input) => (input.divisions[0]!.gameMinutes = 0)],
    ['U12: the changeover must be a whole number of minutes, 0 or more.', (input) => (input.divisions[1]!.changeoverMinutes = -5)],
    ['U8: the earliest start comes after the latest.', (input) => Object.assign(input.divisions[0]!, { earliestStart: 600, latestStart: 540 })],
    ['U8: games per team must be a whole number, 0 or more.', (input) => (input.divisions[0]!.gamesPerTeam = { kind: 'count', count: 1.5 })],
    ['U12: games per week must be a whole number, 1 or more.', (input) => (input.divisions[1]!.maxGamesPerWeek = 0)],
    ['Team Owls names division 3, which is not one of the season\'s divisions.', (input) => (input.teams[0]!.divisionId = 3)],
    ['Family 7 names team 99, which is not one of the season\'s teams.', (input) => input.households![0]!.teamIds.push(99)],
    ['A travel time names venue 5, which is not one of the season\'s venues.', (input) => input.travel!.push({ fromVenueId: 5, toVenueId: 1, minutes: 10 })],
    ['Travel times must be 0 minutes or more.', (input) => (input.travel![0]!.minutes = -30)],
    ['Gym time on 2026-10-03 must start before it ends, within the day (minutes 0-1440).', (input) => (input.slots[0]!.end = input.slots[0]!.start)],
    ['Gym time: "3 Oct" is not a date (YYYY-MM-DD).', (input) => (input.slots[0]!.date = '3 Oct')],
    ['Owls\'s blackout dates: "2026-13-01" is not a date (YYYY-MM-DD).', (input) => (input.teams[0]!.blackoutDates = ['2026-13-01'])],
    ['U12\'s weeks: "soon" is not a date (YYYY-MM-DD).', (input) => (input.divisions[1]!.weeks = ['soon'])],
  ])('refuses input it cannot schedule, in a sentence: %s', (sentence, spoil) => {
    const input = twoGyms();
    spoil(input);

    expect(() => buildSchedule(input)).toThrow(new ScheduleInputError(sentence));
  });

  it('refuses gym time at a venue the season does not have', () => {
    const input = twoGyms();
    input.slots.push({ venueId: 9, court: '1', date: '2026-10-03', start: 600, end: 720 });

    expect(() => buildSchedule(input)).toThrow("Gym time names venue 9, which is not one of the season's venues.");
  });
});

/** Saturdays' gym time cut to one 9:00-10:00 hour on the courts given ([venue, court]). */
function oneHour(input: ScheduleInput, courts: [number, string][]): void {
  input.slots = ['2026-10-03', '2026-10-10'].flatMap((date) => courts.map(([venueId, court]) => ({ venueId, court, date, start: 540, end: 600 })));
}

const pair = (a: string, b: string) => `(${a} or ${b}|${b} or ${a})`;

describe("a team's blacked-out part of a day", () => {
  it.each([
    ['until 11:00: the game goes after it, the same day', { until: 660 }, (start: number) => start >= 660],
    ['from 10:00: the game ends by then, the same day', { from: 600 }, (start: number) => start + 50 <= 600],
    ['from 9:30 until 10:30: the game goes before or after it', { from: 570, until: 630 }, (start: number) => start + 50 <= 570 || start >= 630],
  ])('keeps its game out of a blackout %s', (_, hours, allowed) => {
    const input = oneCourt();
    input.teams[0]!.blackoutHours = [{ date: '2026-10-03', ...hours }];

    const { games, report } = buildSchedule(input);

    expect(report.unplaced).toEqual([]);
    expect(report.hardBroken.count).toBe(0);
    const owls = games.find((g) => g.homeTeamId === 11 || g.awayTeamId === 11)!;
    expect(owls.date).toBe('2026-10-03');
    expect(allowed(owls.start), `Owls start at minute ${owls.start}`).toBe(true);
  });

  it('leaves a game unplaced, saying why, when the blackout covers every start of the day', () => {
    const input = oneCourt();
    input.teams[0]!.blackoutHours = [{ date: '2026-10-03', from: 600 }, { date: '2026-10-03', until: 600 }];

    const { report } = buildSchedule(input);

    expect(report.unplaced).toEqual([expect.objectContaining({ divisionId: 1, reason: "Every gym time in U8's weeks and hours falls on a day, or a part of a day, that Owls or Hawks asked for no games." })]);
    expect(report.infeasible[0]).toBe('Owls (U8) needs 1 games but can play at most 0: the weeks with gym time in its hours, less the days (and parts of days) its coach asked for no games, at 1 a week.');
  });
});

describe('why a game found no place, in words', () => {
  it.each<[string, (input: ScheduleInput) => void, RegExp]>([
    ["outside the division's hours", (input) => Object.assign(input.divisions[0]!, { earliestStart: 420, latestStart: 480 }), /^U8 has no gym time in its weeks between 7:00 and 8:00 long enough for a 50-minute game\.$/],
    ["on a team's blackout dates", (input) => (input.teams[0]!.blackoutDates = ['2026-10-03', '2026-10-10']), new RegExp(`^Every gym time in U8's weeks and hours falls on a day, or a part of a day, that ${pair('Owls', 'Hawks')} asked for no games\\.$`)],
    ['when the only other day is in a week already played', (input) => {
      input.slots = input.slots.map((s) => (s.date === '2026-10-10' ? { ...s, date: '2026-10-04' } : s));
    }, new RegExp(`^(${pair('Owls', 'Hawks')}|${pair('Bears', 'Wolves')}) already has its game in every week that still has free gym time\\.$`)],
    ['when other games hold the only court', (input) => oneHour(input, [[1, '1']]), /^Every court is taken in U(8|12)'s hours on the days \w+ and \w+ are both free\.$/],
    ["when a coach of two teams is at the other court's game", (input) => {
      oneHour(input, [[1, '1'], [1, '2']]);
      input.teams[2]!.coachIds.push(1);
    }, new RegExp(`^The free court times clash with another team's game coached by the coach of (Owls or Hawks|Hawks or Owls|Bears or Wolves|Wolves or Bears)\\.$`)],
    ["when a sibling plays at the other gym at that hour", (input) => oneHour(input, [[1, '1'], [2, '1']]), /^The free court times clash with a sibling's game at another venue \(families are kept apart as a hard rule\)\.$/],
  ])('names the rule that held a game back %s', (_, spoil, reason) => {
    const input = twoGyms();
    spoil(input);

    const { report } = buildSchedule(input);

    expect(report.unplaced.length).toBeGreaterThan(0);
    for (const game of report.unplaced) expect(game.reason).toMatch(reason);
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
