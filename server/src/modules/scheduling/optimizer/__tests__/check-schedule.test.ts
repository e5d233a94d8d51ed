import { describe, expect, it } from 'vitest';
import { checkSchedule, type ScheduledGame, type ScheduleInput } from '../index.js';
import { twoGyms as league } from './support/two-gyms.js';

const game = (divisionId: number, homeTeamId: number, awayTeamId: number, venueId: number, date: string, start: number, minutes: number): ScheduledGame => ({
  divisionId, homeTeamId, awayTeamId, venueId, court: '1', date, start, end: start + minutes,
});

/** Both divisions back to back at Lincoln each Saturday: a schedule that keeps every rule. */
function schedule(): ScheduledGame[] {
  return [
    game(1, 11, 12, 1, '2026-10-03', 540, 50),
    game(2, 21, 22, 1, '2026-10-03', 600, 60),
    game(1, 12, 11, 1, '2026-10-10', 540, 50),
    game(2, 22, 21, 1, '2026-10-10', 600, 60),
  ];
}

const owlsHawks = 'Owls v Hawks (Saturday 3 October 9:00, Lincoln)';
const bearsWolves = 'Bears v Wolves (Saturday 3 October 10:00, Lincoln)';

describe('checking a list of games against the hard rules', () => {
  it('finds nothing wrong with a schedule that keeps every rule', () => {
    expect(checkSchedule(league(), schedule())).toEqual([]);
  });

  it.each<[string, (input: ScheduleInput, games: ScheduledGame[]) => void, string[]]>([
    ['a game before the gym opens', (_, games) => Object.assign(games[0]!, { start: 480, end: 530 }), ['Owls v Hawks (Saturday 3 October 8:00, Lincoln) is outside the gym time of court 1.']],
    ['a game in a gap between two bookings of the court', (input) => {
      input.slots = input.slots.filter((s) => !(s.venueId === 1 && s.date === '2026-10-03'));
      input.slots.push({ venueId: 1, court: '1', date: '2026-10-03', start: 540, end: 570 }, { venueId: 1, court: '1', date: '2026-10-03', start: 580, end: 660 });
    }, [`${owlsHawks} is outside the gym time of court 1.`]],
    ['games on a closed gym', (input) => (input.closures = [{ date: '2026-10-03', venueId: 1 }]), [`${owlsHawks} is outside the gym time of court 1.`, `${bearsWolves} is outside the gym time of court 1.`]],
    ["games before the division's earliest start", (input) => (input.divisions[0]!.earliestStart = 570), [`${owlsHawks} starts outside U8's hours.`, "Hawks v Owls (Saturday 10 October 9:00, Lincoln) starts outside U8's hours."]],
    ["a game after the division's latest start", (input) => (input.divisions[1]!.latestStart = 540), [`${bearsWolves} starts outside U12's hours.`, "Wolves v Bears (Saturday 10 October 10:00, Lincoln) starts outside U12's hours."]],
    ['a game in a week the division does not play', (input) => (input.divisions[1]!.weeks = ['2026-10-05']), [`${bearsWolves} is in a week U12 does not play.`]],
    ["a game on a team's blackout date", (input) => (input.teams[0]!.blackoutDates = ['2026-10-10']), ['Hawks v Owls (Saturday 10 October 9:00, Lincoln): Owls asked for no games on Saturday 10 October.']],
    ["a game in a team's blacked-out part of a day", (input) => (input.teams[0]!.blackoutHours = [{ date: '2026-10-10', from: 1080 }, { date: '2026-10-10', until: 580 }]), ['Hawks v Owls (Saturday 10 October 9:00, Lincoln): Owls asked for no games on Saturday 10 October until 9:40.']],
    ["a game of a team with a blackout that ends as the game starts", (input) => (input.teams[2]!.blackoutHours = [{ date: '2026-10-03', from: 480, until: 600 }]), []],
    ["a game in the previous game's changeover", (_, games) => Object.assign(games[1]!, { start: 590, end: 650 }), [`${owlsHawks} and Bears v Wolves (Saturday 3 October 9:50, Lincoln) share court 1.`]],
    ['a coach of two teams at two gyms at once', (input, games) => {
      input.teams[2]!.coachIds.push(1);
      input.households = [];
      Object.assign(games[1]!, { venueId: 2, start: 540, end: 600 });
    }, [`Coach 1 has two games too close together: ${owlsHawks} and Bears v Wolves (Saturday 3 October 9:00, Roosevelt).`]],
    ['a coach without the drive between two gyms', (input, games) => {
      input.teams[2]!.coachIds.push(1);
      input.households = [];
      Object.assign(games[1]!, { venueId: 2, start: 610, end: 670 });
      input.slots.push({ venueId: 2, court: '1', date: '2026-10-03', start: 660, end: 720 });
    }, [`Coach 1 has two games too close together: ${owlsHawks} and Bears v Wolves (Saturday 3 October 10:10, Roosevelt).`]],
    ['a family with children at two gyms at once', (_, games) => Object.assign(games[1]!, { venueId: 2, start: 540, end: 600 }), [`Family 7 has games at two venues at once: ${owlsHawks} and Bears v Wolves (Saturday 3 October 9:00, Roosevelt).`]],
    ['a team twice in one day, and so twice in one week', (input, games) => {
      input.households = [];
      games.push(game(1, 11, 12, 2, '2026-10-03', 540, 50));
    }, [
      `Owls plays twice on Saturday 3 October: ${owlsHawks} and Owls v Hawks (Saturday 3 October 9:00, Roosevelt).`,
      'Owls has more than 1 game in the week of Monday 28 September.',
      'Hawks has more than 1 game in the week of Monday 28 September.',
    ]],
  ])('names %s', (_, breakRule, sentences) => {
    const input = league();
    const games = schedule();
    breakRule(input, games);

    expect(checkSchedule(input, games)).toEqual(sentences);
  });

  it('reads two bookings of a court that touch as one, so a game may run across them', () => {
    const input = league();
    input.slots = input.slots.filter((s) => !(s.venueId === 1 && s.date === '2026-10-03'));
    input.slots.push({ venueId: 1, court: '1', date: '2026-10-03', start: 570, end: 660 }, { venueId: 1, court: '1', date: '2026-10-03', start: 540, end: 570 });

    expect(checkSchedule(input, schedule())).toEqual([]);
  });

  it('lets a family be at two gyms at once when families are a wish, not a rule', () => {
    const input = { ...league(), options: { familyRule: 'soft' as const } };
    const games = schedule();
    Object.assign(games[1]!, { venueId: 2, start: 540, end: 600 });

    expect(checkSchedule(input, games)).toEqual([]);
  });

  it('counts games against the weekly limit of each division, in words that match it', () => {
    const input = league();
    input.divisions[0]!.maxGamesPerWeek = 2;
    input.slots.push({ venueId: 1, court: '1', date: '2026-10-04', start: 540, end: 660 }, { venueId: 1, court: '1', date: '2026-10-02', start: 540, end: 660 });
    const games = [...schedule(), game(1, 11, 12, 1, '2026-10-04', 540, 50), game(1, 12, 11, 1, '2026-10-02', 540, 50)];

    expect(checkSchedule(input, games)).toEqual(['Hawks has more than 2 games in the week of Monday 28 September.', 'Owls has more than 2 games in the week of Monday 28 September.']);
  });
});
