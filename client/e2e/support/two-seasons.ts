import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, baseUrl } from './api';
import { listDivisionPlayers, type League, type Named } from './arrange-league';
import { expectAccessible } from './browser';
import { choose, visit } from './ui';

// Two seasons of one league (issue 24): a LeagueApps-style export without ratings, coach ratings
// by link, then next season's export. Shared by the two specs that split the journey.
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
export const skillNames = ['Shooting', 'Dribbling', 'Defense'];
// The Hawks coach's ratings on the form's 1-5 buttons, in skill order.
export const hawksRatings: Record<string, number[]> = { 'Liam Garcia': [5, 4, 4], 'Olivia Garcia': [3, 4, 2], 'Noah Nguyen': [4, 3, 5], 'Ava Chen': [2, 3, 3] };

export async function arrangeSeasonDated(league: League, name: string, start: string, end: string): Promise<Named> {
  const body = { name, year: Number(start.slice(0, 4)), start_date: start, end_date: end, league: league.leagueId, is_active: true };
  return { id: (await apiCall<{ id: number }>(league.token, 'POST', '/seasons/', body)).id, name };
}

/** Import Registrations, opened from the division's players with that division chosen, up to the check. */
export async function importThroughScreen(page: Page, season: Named, division: Named, file: string, name: string | null) {
  await visit(page, 'View Players', 'View Players');
  await choose(page, 'Season', season.name);
  await choose(page, 'Division', division.name);
  await page.getByRole('link', { name: 'Import Registrations' }).click();
  await page.getByRole('heading', { level: 1, name: 'Import Registrations' }).waitFor();
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await page.getByText(/[1-9]\d* columns found/).waitFor();
  // null: a state another spec already checks with axe.
  if (name) await expectAccessible(page, `${name} (columns)`);
  await page.getByRole('button', { name: 'Check the File' }).click();
  await page.getByRole('heading', { name: 'Before You Import' }).waitFor();
}

/** A season's export imported by the API with every column left to the server's guess, as the screen sends it unedited. */
export async function arrangeImport(league: League, division: Named, file: string) {
  const form = new FormData();
  form.append('file', new Blob([await readFile(fixture(file))], { type: 'text/csv' }), file);
  form.append('division_id', String(division.id));
  form.append('dry_run', 'false');
  await apiCall(league.token, 'POST', '/players/import/', form);
}

/** The season's teams as the admin formed them (not what these specs check): two teams, by the API. */
export async function arrangeTwoTeams(league: League, division: Named, hawks: string[]) {
  const players = await listDivisionPlayers(league, division);
  const assignment = players.map((p) => ({ player_id: p.id, team_id: null, team_name: hawks.includes(p.name) ? 'Hawks' : 'Owls' }));
  await apiCall(league.token, 'POST', '/players/apply_roster/', { league_id: league.leagueId, division_id: division.id, kind: 'rebalance', assignment, expected_version: 0 });
}

type CoachForm = { players: { id: number; name: string }[]; skills: { id: number; name: string }[] };

/** A coach's link through the public form's API (no account): each player rated as `valueOf` says. */
export async function rateThroughApi(token: string, valueOf: (player: string, skill: string) => number) {
  const path = `${baseUrl()}/api/coach-links/${token}/`;
  const form = (await (await fetch(path)).json()) as CoachForm;
  for (const player of form.players) {
    const body = { player_id: player.id, ratings: form.skills.map((s) => ({ skill_id: s.id, value: valueOf(player.name, s.name) })), comment: '' };
    const res = await fetch(`${path}ratings/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  }
}

/** The Owls coach rates every player 3. */
export const everyPlayerThree = () => 3;
