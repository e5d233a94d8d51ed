import { createRandom, type Random } from '../../../../../lib/local-search/random.js';
import { dateOf, dayNumber } from '../../model/calendar.js';
import { prepareLeague } from '../../model/prepare-league.js';
import type { GymSlot, ScheduleDivision, ScheduledGame, ScheduleInput, ScheduleTeam } from '../../model/types.js';
import { checkSchedule } from '../../report/check-schedule.js';

const firstSaturday = dayNumber('2026-09-05');

/**
 * A small league that has a schedule breaking no hard rule, by construction: the games are
 * paired as the optimizer pairs them, each planted on its round's Saturday back to back on a
 * court of a random venue; the gym time is the planted courts plus some spare; coaches of two
 * teams, families, blackout dates and parts of days are added only where the planted schedule keeps them.
 */
export function plantedLeague(seed: number): { input: ScheduleInput; planted: ScheduledGame[] } {
  const random = createRandom(seed);
  const weeks = 3 + random.int(3);
  const venues = Array.from({ length: 1 + random.int(3) }, (_, v) => ({ id: v + 1, name: `Gym ${v + 1}` }));
  const divisions: ScheduleDivision[] = Array.from({ length: 2 + random.int(2) }, (_, d) => ({
    id: d + 1,
    name: `U${8 + 2 * d}`,
    gameMinutes: 40 + 5 * random.int(5),
    changeoverMinutes: 5 * random.int(3),
    gamesPerTeam: { kind: 'count', count: weeks },
    earliestStart: 8 * 60,
    latestStart: 19 * 60,
  }));
  const teams: ScheduleTeam[] = [];
  for (const division of divisions) {
    const n = 2 * (1 + random.int(3));
    for (let i = 0; i < n; i++) teams.push({ id: teams.length + 1, name: `${division.name} team ${i + 1}`, divisionId: division.id, coachIds: [teams.length + 1], blackoutDates: [] });
  }
  const saturdays = Array.from({ length: weeks }, (_, w) => dateOf(firstSaturday + 7 * w));
  const skeleton: ScheduleInput = { venues, slots: saturdays.map((date) => ({ venueId: 1, court: 'x', date, start: 0, end: 1 })), divisions, teams };
  const { games } = prepareLeague(skeleton);
  const { planted, slots } = plantGames(skeleton, games, saturdays, random);
  const input: ScheduleInput = { venues, travel: [], slots, divisions, teams, households: [], options: { seed, budget: 25_000 } };
  addSpareGymTime(input, saturdays, random);
  linkWherePlantedAllows(input, planted, random);
  return { input, planted };
}

function plantGames(skeleton: ScheduleInput, games: ReturnType<typeof prepareLeague>['games'], saturdays: string[], random: Random) {
  const ends = new Map<string, number>();
  const planted: ScheduledGame[] = [];
  for (const game of games) {
    const division = skeleton.divisions[game.division]!;
    const date = saturdays[game.targetWeek]!;
    const venueId = 1 + random.int(skeleton.venues.length);
    const court = String(1 + random.int(2));
    const key = `${venueId}|${court}|${date}`;
    const start = ends.get(key) ?? 8 * 60;
    ends.set(key, start + division.gameMinutes + division.changeoverMinutes);
    planted.push({ divisionId: division.id, homeTeamId: skeleton.teams[game.home]!.id, awayTeamId: skeleton.teams[game.away]!.id, venueId, court, date, start, end: start + division.gameMinutes });
  }
  const slots: GymSlot[] = [...ends.entries()].map(([key, end]) => {
    const [venueId, court, date] = key.split('|');
    return { venueId: Number(venueId), court: court!, date: date!, start: 8 * 60, end: end + random.int(4) * 15 };
  });
  return { planted, slots };
}

/** A spare court some Saturdays, at times that touch no planted court. */
function addSpareGymTime(input: ScheduleInput, saturdays: string[], random: Random): void {
  for (const date of saturdays) {
    if (random.next() < 0.5) input.slots.push({ venueId: 1 + random.int(input.venues.length), court: 'spare', date, start: 9 * 60, end: 9 * 60 + 60 * (1 + random.int(4)) });
  }
}

function linkWherePlantedAllows(input: ScheduleInput, planted: ScheduledGame[], random: Random): void {
  const keeps = () => checkSchedule(input, planted).length === 0;
  const pick = () => input.teams[random.int(input.teams.length)]!;
  for (let k = 0; k < input.teams.length; k++) {
    const [a, b] = [pick(), pick()];
    if (a.divisionId === b.divisionId) continue;
    if (k % 3 === 0) {
      b.coachIds.push(a.coachIds[0]!);
      if (!keeps()) b.coachIds.pop();
    } else {
      const family = { id: input.households!.length + 1, teamIds: random.next() < 0.3 ? [a.id, b.id, pick().id] : [a.id, b.id] };
      input.households!.push(family);
      if (!keeps()) input.households!.pop();
    }
  }
  for (const team of input.teams) {
    if (random.next() >= 0.2) continue;
    const free = input.slots.map((s) => s.date).filter((date) => !planted.some((g) => g.date === date && (g.homeTeamId === team.id || g.awayTeamId === team.id)));
    if (free.length > 0) team.blackoutDates.push(free[random.int(free.length)]!);
  }
  blackOutHoursAround(input, planted, createRandom(input.teams.length * 7919));
}

/** A part of a planted game's day blacked out for one team in five: until its start or from its end. */
function blackOutHoursAround(input: ScheduleInput, planted: ScheduledGame[], random: Random): void {
  for (const team of input.teams) {
    const game = planted.find((g) => g.homeTeamId === team.id || g.awayTeamId === team.id);
    if (!game || random.next() >= 0.2) continue;
    team.blackoutHours = [random.next() < 0.5 ? { date: game.date, until: game.start } : { date: game.date, from: game.end }];
  }
}
