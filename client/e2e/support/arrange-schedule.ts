import type { ScheduleGameDto, SeasonScheduleDto } from '@league/contract';
import { apiCall, uniqueName } from './api';
import { arrangeDivision, arrangeLeague, arrangeSeason, type League, type Named } from './arrange-league';

// A season whose games a schedule is built for (issue 40): U8 and U12 with five teams each (an
// odd number: each round one team rests, so closing a day leaves some families untouched), a
// coach on every team (one, with an address, coaches a team in each division), two families
// with a child in each division and three U8 children without a sibling.
const teamNames = { U8: ['Ants', 'Bees', 'Crows', 'Doves', 'Elks'], U12: ['Falcons', 'Foxes', 'Geckos', 'Herons', 'Ibises'] } as const;
const householdCount = 2;

export interface ScheduleFamily {
  email: string;
  children: string[];
  teamIds: number[];
}

export interface ScheduleSeason {
  league: League;
  season: Named;
  divisions: Named[];
  teams: Named[];
  families: ScheduleFamily[];
  /** The coach of Bees (U8) and Foxes (U12): the only coach with an address. */
  sharedCoach: string;
}

const address = (prefix: string) => `${uniqueName(prefix).replace(/\s+/g, '-').toLowerCase()}@example.org`;

type Child = { name: string; email: string; born: string };

/** A division's teams and children in one call (persist_teams, as Create Teams saves); answers the teams by name. */
async function arrangeTeams(league: League, division: Named, names: readonly string[], children: Map<string, Child[]>) {
  const teams = names.map((name) => ({ team_name: name, coach_name: `Coach ${name}`, players: (children.get(name) ?? []).map((c) => ({ name: c.name, email: c.email, date_of_birth: c.born })) }));
  await apiCall(league.token, 'POST', '/players/persist_teams/', { league_id: league.leagueId, division_id: division.id, teams });
  const saved = await apiCall<{ results: Named[] }>(league.token, 'GET', `/teams/?division=${division.id}`);
  return names.map((name) => saved.results.find((t) => t.name === name)!);
}

type ListedPlayer = { name: string; people?: { participant_id: number | null } };
const participantOf = (players: ListedPlayer[], name: string) => players.find((p) => p.name === name)!.people!.participant_id!;

export async function arrangeScheduleSeason(): Promise<ScheduleSeason> {
  const league = await arrangeLeague();
  const season = await arrangeSeason(league);
  const [u8, u12] = await Promise.all([arrangeDivision(league, season, { name: 'U8', minAge: 6, maxAge: 8 }), arrangeDivision(league, season, { name: 'U12', minAge: 10, maxAge: 12 })]);
  // Family f has a child on the f-th team of U8 and, for the first ones, a brother or sister on the f-th team of U12.
  const surnames = teamNames.U8.map(() => uniqueName('Family').split(' ').pop()!);
  const emails = teamNames.U8.map(() => address('family'));
  const u8Children = new Map(teamNames.U8.map((team, f) => [team, [{ name: `Kid ${f}A ${surnames[f]}`, email: emails[f]!, born: '2019-04-02' }]]));
  const u12Children = new Map(teamNames.U12.slice(0, householdCount).map((team, f) => [team, [{ name: `Kid ${f}B ${surnames[f]}`, email: emails[f]!, born: '2015-04-02' }]]));
  const [u8Teams, u12Teams] = await Promise.all([arrangeTeams(league, u8, teamNames.U8, u8Children), arrangeTeams(league, u12, teamNames.U12, u12Children)]);
  const teams = [...u8Teams, ...u12Teams];
  // Only the coach of two teams has an address here: the one coach email this journey reads.
  const sharedCoach = address('coach');
  for (const team of teams.filter((t) => t.name === 'Bees' || t.name === 'Foxes')) await apiCall(league.token, 'PATCH', `/teams/${team.id}/`, { name: team.name, coach: 'Coach Bees', coach_email: sharedCoach });
  const playersOf = async (d: Named) => (await apiCall<{ results: ListedPlayer[] }>(league.token, 'GET', `/players/?division=${d.id}`)).results;
  const [u8Players, u12Players] = await Promise.all([playersOf(u8), playersOf(u12)]);
  const families: ScheduleFamily[] = teamNames.U8.map((team, f) => {
    const children = [u8Children.get(team)![0]!.name, ...(f < householdCount ? [u12Children.get(teamNames.U12[f]!)![0]!.name] : [])];
    return { email: emails[f]!, children, teamIds: [u8Teams[f]!.id, ...(f < householdCount ? [u12Teams[f]!.id] : [])] };
  });
  for (const family of families.filter((f) => f.children.length === 2)) {
    const [younger, older] = family.children;
    await apiCall(league.token, 'POST', `/participants/${participantOf(u12Players, older!)}/household/`, { with_participant_id: participantOf(u8Players, younger!) });
  }
  return { league, season, divisions: [u8, u12], teams, families, sharedCoach };
}

export const readSchedule = async (s: ScheduleSeason) => (await apiCall<SeasonScheduleDto>(s.league.token, 'GET', `/seasons/${s.season.id}/schedule/`)).results;

export const playsIn = (game: Pick<ScheduleGameDto, 'home_team_id' | 'away_team_id'>, teamIds: number[]) => teamIds.includes(game.home_team_id) || teamIds.includes(game.away_team_id);
