import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiCall, apiPublicPost, uniqueName, type Credentials } from './api';

export const sampleCsvPath = fileURLToPath(new URL('../../../samples/players.csv', import.meta.url));
/** The sample CSV's rating columns, capitalised: skills with these names map themselves. */
export const sampleSkillNames = ['Shooting', 'Dribbling', 'Passing', 'Defense', 'Athleticism'];

export interface League {
  credentials: Credentials;
  token: string;
  leagueId: number;
  leagueName: string;
}
export interface Named {
  id: number;
  name: string;
}

/** A fresh league and its first admin (the register call): nothing another test did is visible to it. */
export async function arrangeLeague(): Promise<League> {
  const leagueName = uniqueName('E2E League');
  const username = `e2e_${leagueName.split(' ').pop()}`;
  const credentials = { username, password: 'e2e-admin-pass-123' };
  const { token, user } = await apiPublicPost<{ token: string; user: { league_id: number } }>('/auth/register/', {
    league_name: leagueName,
    ...credentials,
    email: `${username}@example.org`,
    first_name: 'Erin',
    last_name: 'Admin',
  });
  return { credentials, token, leagueId: user.league_id, leagueName };
}

export async function arrangeSeason(league: League, name = uniqueName('E2E Season')): Promise<Named> {
  const body = { name, year: 2026, start_date: '2026-09-01', end_date: '2027-03-31', league: league.leagueId, is_active: true };
  const { id } = await apiCall<{ id: number }>(league.token, 'POST', '/seasons/', body);
  return { id, name };
}

export async function arrangeDivision(league: League, season: Named, options: { name?: string; minAge?: number; maxAge?: number | null } = {}): Promise<Named> {
  const name = options.name ?? uniqueName('E2E U12');
  const body = { name, season: season.id, min_age: options.minAge ?? 10, max_age: options.maxAge === undefined ? 12 : options.maxAge, description: '' };
  const { id } = await apiCall<{ id: number }>(league.token, 'POST', '/divisions/', body);
  return { id, name };
}

/** Skills named after the sample CSV's columns, weighted 3, 2, 1, 1, 1. */
export async function arrangeSkills(league: League, division: Named, names = sampleSkillNames): Promise<Named[]> {
  const skills: Named[] = [];
  for (const [i, name] of names.entries()) {
    const body = { name, description: '', weight: 3 - Math.min(i, 2), division: division.id, normalization_factor: 10 };
    skills.push({ id: (await apiCall<{ id: number }>(league.token, 'POST', '/skills/', body)).id, name });
  }
  return skills;
}

/** A fresh league with a season, one division and the sample's five skills: the Create Teams starting point. */
export async function arrangeDivisionWithSkills() {
  const league = await arrangeLeague();
  const season = await arrangeSeason(league);
  const division = await arrangeDivision(league, season);
  const skills = await arrangeSkills(league, division);
  return { league, season, division, skills };
}

/** `count` players in the division, rated so their composite scores all differ (player N rates 2 + 0.6 N). */
export async function arrangePlayers(league: League, division: Named, skills: Named[], count = 12) {
  for (let i = 1; i <= count; i += 1) {
    const rating = Math.min(10, 2 + i * 0.6);
    await apiCall(league.token, 'POST', '/players/', {
      name: `E2E Player ${String(i).padStart(2, '0')}`,
      date_of_birth: `${2015 + (i % 2)}-05-0${1 + (i % 9)}`,
      division: division.id,
      height: 140 + i * 2,
      additional_data: { region: ['N', 'S', 'E', 'W', 'C'][i % 5], unavailable_days: i % 3 === 0 ? ['wed'] : [] },
      ratings: Object.fromEntries(skills.map((s) => [String(s.id), rating])),
    });
  }
}

type PreviewPlayer = Record<string, unknown> & { name: string };
const persistedFields = ['email', 'date_of_birth', 'height_cm', 'region', 'unavailable_days', 'ratings'];

/**
 * Saved teams made the way an admin makes them: the sample CSV balanced by the server
 * (the preview call), then persisted (the save call). Answers the division's teams.
 */
export async function arrangeTeams(league: League, division: Named, skills: Named[], numberOfTeams = 4) {
  const form = new FormData();
  form.append('file', new Blob([await readFile(sampleCsvPath)], { type: 'text/csv' }), 'players.csv');
  form.append('league_id', String(league.leagueId));
  form.append('division_id', String(division.id));
  form.append('number_of_teams', String(numberOfTeams));
  form.append('skill_mapping', JSON.stringify(Object.fromEntries(skills.map((s) => [String(s.id), s.name.toLowerCase()]))));
  form.append('selected_skills', JSON.stringify(skills.map((s) => s.id)));
  form.append('seed', '1');
  // Heights, so View Teams shows average heights; region and availability grouping would only
  // slow the optimizer down here (Create Teams' own test covers them).
  form.append('height_column', 'height');
  const preview = await apiCall<{ data: { results: { team_name: string; players: PreviewPlayer[] }[] } }>(league.token, 'POST', '/players/balanced_teams/', form);
  const teams = preview.data.results.map((team) => ({
    team_name: team.team_name,
    players: team.players.map((p) => ({ name: p.name, ...Object.fromEntries(persistedFields.filter((f) => p[f] != null).map((f) => [f, p[f]])) })),
  }));
  await apiCall(league.token, 'POST', '/players/persist_teams/', { league_id: league.leagueId, division_id: division.id, teams });
  return (await apiCall<{ results: Named[] }>(league.token, 'GET', `/teams/?division=${division.id}`)).results;
}

export async function renameTeam(league: League, team: Named, name: string, coach: string | null = null) {
  await apiCall(league.token, 'PATCH', `/teams/${team.id}/`, { name, coach });
}

export type ApiPlayer = { id: number; name: string; team: number | null; team_name: string | null };
export async function listDivisionPlayers(league: League, division: Named): Promise<ApiPlayer[]> {
  return (await apiCall<{ results: ApiPlayer[] }>(league.token, 'GET', `/players/?division=${division.id}`)).results;
}

/** Every player of the division rated on one skill, as an evaluation day would leave them: `ratingOf` answers by name. */
export async function arrangeRatings(league: League, division: Named, skill: Named, ratingOf: (name: string) => number) {
  for (const player of await listDivisionPlayers(league, division)) {
    await apiCall(league.token, 'POST', '/player-skills/', { player: player.id, skill: skill.id, rating: ratingOf(player.name) });
  }
}
