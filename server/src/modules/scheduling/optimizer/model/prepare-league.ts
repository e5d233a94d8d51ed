import { weightsOf } from '../solve/weights.js';
import { mondayOf, readDate } from './calendar.js';
import type { League, PreparedDivision, PreparedGame, PreparedTeam } from './league.js';
import { placeFixedGames } from './first-placement.js';
import { pairTeams } from './pairings.js';
import { prepareGymTime } from './prepare-gym-time.js';
import { ScheduleInputError, type ScheduleInput, type ScheduledGame } from './types.js';

const defaultTravel = 20;

function indexIds(kind: string, ids: number[]): Map<number, number> {
  const index = new Map<number, number>();
  ids.forEach((id, i) => {
    if (index.has(id)) throw new ScheduleInputError(`${kind} ${id} is listed twice.`);
    index.set(id, i);
  });
  return index;
}

function prepareDivisions(input: ScheduleInput, weeks: number[]): PreparedDivision[] {
  return input.divisions.map((d) => {
    if (!Number.isInteger(d.gameMinutes) || d.gameMinutes <= 0) throw new ScheduleInputError(`${d.name}: a game must last a whole number of minutes above 0.`);
    if (!Number.isInteger(d.changeoverMinutes) || d.changeoverMinutes < 0) throw new ScheduleInputError(`${d.name}: the changeover must be a whole number of minutes, 0 or more.`);
    const earliest = d.earliestStart ?? 0;
    const latest = d.latestStart ?? 24 * 60;
    if (earliest > latest) throw new ScheduleInputError(`${d.name}: the earliest start comes after the latest.`);
    if (d.gamesPerTeam.kind === 'count' && (!Number.isInteger(d.gamesPerTeam.count) || d.gamesPerTeam.count < 0)) throw new ScheduleInputError(`${d.name}: games per team must be a whole number, 0 or more.`);
    const perWeek = d.maxGamesPerWeek ?? 1;
    if (!Number.isInteger(perWeek) || perWeek < 1) throw new ScheduleInputError(`${d.name}: games per week must be a whole number, 1 or more.`);
    const open = d.weeks ? new Set(d.weeks.map((date) => mondayOf(readDate(date, `${d.name}'s weeks`)))) : null;
    const weekOpen = Uint8Array.from(weeks, (monday) => (open === null || open.has(monday) ? 1 : 0));
    return { id: d.id, name: d.name, gameMinutes: d.gameMinutes, slotMinutes: d.gameMinutes + d.changeoverMinutes, earliest, latest, perWeek, weekOpen, teams: [] };
  });
}

/** Other teams sharing a key with each team (a coach, a family), without repeats. */
function linksOf(teamCount: number, groups: number[][]): number[][] {
  const links = Array.from({ length: teamCount }, () => new Set<number>());
  for (const group of groups) for (const a of group) for (const b of group) if (a !== b) links[a]!.add(b);
  return links.map((set) => [...set].sort((a, b) => a - b));
}

/** Each division's games by the circle method; a division with fixed games gets none. */
function prepareGames(divisions: PreparedDivision[], input: ScheduleInput, fixed: Set<number>): PreparedGame[] {
  const games: PreparedGame[] = [];
  divisions.forEach((division, d) => {
    if (fixed.has(division.id)) return;
    const pairings = pairTeams(division.teams.length, input.divisions[d]!.gamesPerTeam);
    const open = [...division.weekOpen.keys()].filter((w) => division.weekOpen[w] === 1);
    const rounds = pairings.reduce((most, p) => Math.max(most, p.round + 1), 0);
    for (const p of pairings) {
      const targetWeek = open.length === 0 ? -1 : open[Math.floor((p.round * open.length) / rounds)]!;
      games.push({ division: d, home: division.teams[p.home]!, away: division.teams[p.away]!, round: p.round, targetWeek });
    }
  });
  return games;
}

/** A published schedule's (or fixed) games, each kept as it was paired; its target week is the week it was in. */
function publishedGames(games: readonly ScheduledGame[], divisionIndex: Map<number, number>, teamIndex: Map<number, number>, weeks: number[], what = 'Published game'): PreparedGame[] {
  return games.map((game, i) => {
    const division = divisionIndex.get(game.divisionId);
    const home = teamIndex.get(game.homeTeamId);
    const away = teamIndex.get(game.awayTeamId);
    if (division === undefined || home === undefined || away === undefined) throw new ScheduleInputError(`${what} ${game.id ?? i + 1} names a division or team that is not in the season.`);
    const monday = mondayOf(readDate(game.date, `${what} ${game.id ?? i + 1}`));
    const week = weeks.indexOf(monday);
    return { division, home, away, round: i, targetWeek: week >= 0 ? week : nearestWeek(weeks, monday) };
  });
}

function nearestWeek(weeks: number[], monday: number): number {
  let best = -1;
  weeks.forEach((w, i) => {
    if (best < 0 || Math.abs(w - monday) < Math.abs(weeks[best]! - monday)) best = i;
  });
  return best;
}

/**
 * Reads and checks the input once: every id an index, gym time merged per court, the games
 * paired by the circle method and the fixed games after them (or, for a reschedule, the
 * published games as they are).
 */
export function prepareLeague(input: ScheduleInput, published?: readonly ScheduledGame[]): League {
  const venueIndex = indexIds('Venue', input.venues.map((v) => v.id));
  const { days, weeks, dayWeek, blocks, blocksOfDay } = prepareGymTime(input, venueIndex);
  const divisions = prepareDivisions(input, weeks);
  const divisionIndex = indexIds('Division', input.divisions.map((d) => d.id));
  const teamIndex = indexIds('Team', input.teams.map((t) => t.id));
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const blackout = new Uint8Array(input.teams.length * days.length);
  const blackoutHours = new Map<number, [number, number][]>();
  const teams: PreparedTeam[] = input.teams.map((t, i) => {
    const division = divisionIndex.get(t.divisionId);
    if (division === undefined) throw new ScheduleInputError(`Team ${t.name} names division ${t.divisionId}, which is not one of the season's divisions.`);
    divisions[division]!.teams.push(i);
    for (const date of t.blackoutDates) {
      const d = dayIndex.get(readDate(date, `${t.name}'s blackout dates`));
      if (d !== undefined) blackout[i * days.length + d] = 1;
    }
    for (const h of t.blackoutHours ?? []) {
      const d = dayIndex.get(readDate(h.date, `${t.name}'s blackout times`));
      if (d === undefined) continue;
      const key = i * days.length + d;
      blackoutHours.set(key, [...(blackoutHours.get(key) ?? []), [h.from ?? 0, h.until ?? 1440]]);
    }
    return { id: t.id, name: t.name, division };
  });
  const byCoach = new Map<number, number[]>();
  input.teams.forEach((t, i) => new Set(t.coachIds).forEach((c) => byCoach.set(c, [...(byCoach.get(c) ?? []), i])));
  const households = (input.households ?? [])
    .map((h) =>
      [...new Set(h.teamIds)].map((id) => {
        const t = teamIndex.get(id);
        if (t === undefined) throw new ScheduleInputError(`Family ${h.id} names team ${id}, which is not one of the season's teams.`);
        return t;
      }),
    )
    .filter((teamsOfFamily) => teamsOfFamily.length >= 2);
  const householdsOfTeam = Array.from({ length: teams.length }, () => [] as number[]);
  households.forEach((h, i) => h.forEach((t) => householdsOfTeam[t]!.push(i)));
  const fixedGames = input.fixedGames ?? [];
  if (published && fixedGames.length > 0) throw new ScheduleInputError('A reschedule moves published games only; pass every saved game as published, none as fixed.');
  const paired = published ? publishedGames(published, divisionIndex, teamIndex, weeks) : prepareGames(divisions, input, new Set(fixedGames.map((g) => g.divisionId)));
  const games = [...paired, ...publishedGames(fixedGames, divisionIndex, teamIndex, weeks, 'Saved game')];
  const gamesOfTeam = Array.from({ length: teams.length }, () => [] as number[]);
  games.forEach((g, i) => {
    gamesOfTeam[g.home]!.push(i);
    gamesOfTeam[g.away]!.push(i);
  });
  return {
    input,
    venueIds: input.venues.map((v) => v.id),
    venueNames: input.venues.map((v) => v.name),
    travel: prepareTravel(input, venueIndex),
    days,
    dayWeek,
    weeks,
    blocks,
    blocksOfDay,
    divisions,
    teams,
    blackout,
    blackoutHours,
    coachLinks: linksOf(teams.length, [...byCoach.values()]),
    familyLinks: linksOf(teams.length, households),
    households,
    householdsOfTeam,
    games,
    fixed: Uint8Array.from(games, (_, g) => (g >= paired.length ? 1 : 0)),
    firstPlacement: placeFixedGames(games.length, paired.length, fixedGames, venueIndex, days, blocks),
    gamesOfTeam,
    familyHard: (input.options?.familyRule ?? 'hard') === 'hard',
    weights: weightsOf(input.options),
  };
}

function prepareTravel(input: ScheduleInput, venueIndex: Map<number, number>): Int32Array {
  const n = input.venues.length;
  const fallback = input.options?.defaultTravelMinutes ?? defaultTravel;
  const travel = new Int32Array(n * n).fill(fallback);
  for (let v = 0; v < n; v++) travel[v * n + v] = 0;
  for (const t of input.travel ?? []) {
    const a = venueIndex.get(t.fromVenueId);
    const b = venueIndex.get(t.toVenueId);
    if (a === undefined || b === undefined) throw new ScheduleInputError(`A travel time names venue ${a === undefined ? t.fromVenueId : t.toVenueId}, which is not one of the season's venues.`);
    if (!(t.minutes >= 0)) throw new ScheduleInputError('Travel times must be 0 minutes or more.');
    if (a !== b) travel[a * n + b] = travel[b * n + a] = Math.round(t.minutes);
  }
  return travel;
}
