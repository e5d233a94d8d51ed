import { createRandom, shuffleInPlace, type Random } from '../../src/lib/local-search/random.js';
import { dateOf, dayNumber } from '../../src/modules/scheduling/optimizer/model/calendar.js';
import type { GymSlot, ScheduleDivision, ScheduleHousehold, ScheduleInput, ScheduleTeam, TravelTime } from '../../src/modules/scheduling/optimizer/index.js';

export interface LeagueShape {
  label: string;
  seed: number;
  teams: number;
  divisions: number;
  venues: number;
  weeks: number;
  /** Share of players with a sibling in another division (0.15-0.3). */
  siblingShare: number;
  /** Times on a 15-minute grid and families of two, for the exact solver. */
  quarterHours?: boolean;
  pairsOnly?: boolean;
  /** Gym time per week as a multiple of the court time the games need (default 1.6). */
  room?: number;
}

const ages = [
  { name: 'U8', game: 45, changeover: 10, latest: 18 * 60 },
  { name: 'U10', game: 55, changeover: 5, latest: 19 * 60 },
  { name: 'U12', game: 60, changeover: 5, latest: 20 * 60 },
  { name: 'U14', game: 70, changeover: 5, latest: 20 * 60 + 30 },
  { name: 'U16', game: 75, changeover: 5, latest: 20 * 60 + 30 },
  { name: 'U18', game: 75, changeover: 10, latest: 20 * 60 + 30 },
];

/** Team counts per division that add up to `teams`, at least 2 each (3 where there are enough). */
function splitTeams(teams: number, divisions: number, random: Random): number[] {
  const least = teams >= 3 * divisions ? 3 : 2;
  const counts = new Array<number>(divisions).fill(least);
  for (let left = teams - least * divisions; left > 0; left--) counts[random.int(divisions)]!++;
  return counts;
}

/**
 * One game a week for the season; with an odd team count one team sits out each round, so
 * as many as the weeks allow (each team's count even when the team count is odd).
 */
function gamesPerTeam(n: number, weeks: number): number {
  if (n % 2 === 0) return weeks;
  const most = Math.floor((weeks * (n - 1)) / n);
  return most % 2 === 0 ? most : most - 1;
}

/**
 * A recreation league as the issue describes it: Saturdays 8:00-17:00 at every venue (some
 * close at 13:00), a weeknight 18:00-21:00 at larger venues, one game per team per week for
 * the season's weeks, about 9 players a team with the given share having a sibling in another
 * division, one coach in eight coaching two teams, one team in ten with a blackout Saturday.
 */
export function generateLeague(shape: LeagueShape): ScheduleInput {
  const random = createRandom(shape.seed);
  const quarter = shape.quarterHours ?? false;
  const firstSaturday = dayNumber('2026-09-05');
  const venues = Array.from({ length: shape.venues }, (_, v) => ({ id: v + 1, name: `Gym ${String.fromCharCode(65 + v)}` }));
  const travel: TravelTime[] = [];
  for (let a = 1; a <= shape.venues; a++) for (let b = a + 1; b <= shape.venues; b++) travel.push({ fromVenueId: a, toVenueId: b, minutes: 10 + 5 * random.int(5) });
  const counts = splitTeams(shape.teams, shape.divisions, random);
  const divisions: ScheduleDivision[] = counts.map((n, d) => {
    const age = ages[Math.min(ages.length - 1, Math.floor((d * ages.length) / shape.divisions))]!;
    const game = quarter ? Math.ceil(age.game / 15) * 15 : age.game;
    return { id: d + 1, name: `${age.name}${shape.divisions > ages.length ? ` ${d + 1}` : ''}`, gameMinutes: game, changeoverMinutes: quarter ? 0 : age.changeover, gamesPerTeam: { kind: 'count', count: gamesPerTeam(n, shape.weeks) }, earliestStart: 8 * 60, latestStart: age.latest, maxGamesPerWeek: 1 };
  });
  // Courts: enough gym time for the games with room to spare (about 1.6 times the court-hours).
  const needed = divisions.reduce((sum, d, i) => sum + ((counts[i]! * gamesOf(d)) / 2) * (d.gameMinutes + d.changeoverMinutes), 0) / shape.weeks;
  const slots: GymSlot[] = [];
  let perWeek = 0;
  for (let round = 0; perWeek < (shape.room ?? 1.6) * needed; round++) {
    const venue = venues[round % shape.venues]!;
    const court = String(1 + Math.floor(round / shape.venues));
    const closes = shape.quarterHours ? 8 * 60 + 60 * (3 + random.int(3)) : random.next() < 0.3 ? 13 * 60 : 17 * 60;
    const weeknight = !shape.quarterHours && round % 3 === 2;
    for (let w = 0; w < shape.weeks; w++) {
      const saturday = dateOf(firstSaturday + 7 * w);
      if (weeknight) slots.push({ venueId: venue.id, court, date: dateOf(firstSaturday + 7 * w - 3), start: 18 * 60, end: 21 * 60 });
      else slots.push({ venueId: venue.id, court, date: saturday, start: 8 * 60, end: closes });
    }
    perWeek += weeknight ? 180 : closes - 8 * 60;
  }
  const teams: ScheduleTeam[] = [];
  let coach = 1;
  counts.forEach((n, d) => {
    for (let i = 0; i < n; i++) {
      const blackout = random.next() < 0.1 ? [dateOf(firstSaturday + 7 * random.int(shape.weeks))] : [];
      teams.push({ id: teams.length + 1, name: `${divisions[d]!.name} ${String.fromCharCode(65 + i)}`, divisionId: d + 1, coachIds: [coach++], blackoutDates: blackout });
    }
  });
  // One coach in eight also coaches a team of another division.
  for (let k = 0; k < Math.floor(teams.length / 8); k++) {
    const a = teams[random.int(teams.length)]!;
    const b = teams[random.int(teams.length)]!;
    if (a.divisionId !== b.divisionId && !b.coachIds.includes(a.coachIds[0]!)) b.coachIds.push(a.coachIds[0]!);
  }
  return { venues, travel, slots, divisions, teams, households: siblings(teams, shape, random), options: { seed: shape.seed } };
}

function gamesOf(d: ScheduleDivision): number {
  return d.gamesPerTeam.kind === 'count' ? d.gamesPerTeam.count : 0;
}

/** Families: pairs (one in five a trio) of players on teams of different divisions, 9 players a team. */
function siblings(teams: ScheduleTeam[], shape: LeagueShape, random: Random): ScheduleHousehold[] {
  const players = shuffleInPlace(teams.flatMap((t) => Array.from({ length: 9 }, () => t)), random);
  const withSibling = Math.round(players.length * shape.siblingShare);
  const households: ScheduleHousehold[] = [];
  let used = 0;
  for (let i = 0; used < withSibling && i < players.length; i++) {
    const size = !shape.pairsOnly && random.next() < 0.2 ? 3 : 2;
    const family = [players[i]!];
    for (let j = i + 1; j < players.length && family.length < size; j++) {
      if (family.every((t) => t.divisionId !== players[j]!.divisionId)) family.push(players.splice(j, 1)[0]!);
    }
    if (family.length < 2) continue;
    households.push({ id: households.length + 1, teamIds: family.map((t) => t.id) });
    used += family.length;
  }
  return households;
}
