import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ScheduleGameDto } from '@league/contract';
import { apiCall } from '../support/api';
import { confirmAfterDrop, dragByMouse } from '../support/drag';
import { arrangeDivision, arrangeLeague, arrangeSeason, type League, type Named } from '../support/arrange-league';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

type Game = ScheduleGameDto & { id: number };

/** A fresh league with four teams, one Saturday at Lincoln (two courts, 9:00-13:00) and a saved draft of one game per team (two games). */
async function arrangeSchedule() {
  const league = await arrangeLeague();
  const season = await arrangeSeason(league);
  const division = await arrangeDivision(league, season);
  const teams: Named[] = [];
  for (const name of ['Hawks', 'Eagles', 'Owls', 'Wolves']) teams.push(await apiCall<Named>(league.token, 'POST', '/teams/', { name, division: division.id }));
  const form = new FormData();
  const csv = ['venue,court,date,start,end', 'Lincoln,1,2026-10-03,9:00,13:00', 'Lincoln,2,2026-10-03,9:00,13:00'].join('\n');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'gym.csv');
  await apiCall(league.token, 'POST', `/seasons/${season.id}/gym_time/`, form);
  const built = await apiCall<{ games: Game[] }>(league.token, 'POST', `/seasons/${season.id}/schedule/`, { divisions: [{ division_id: division.id, games_per_team: 1, game_minutes: 50 }], dry_run: false });
  return { league, season, teams, games: built.games };
}

async function openWeekGrid(page: Page, league: League, season: Named) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, league.credentials);
  await page.goto(`/dashboard/season-schedule?season=${season.id}`);
  await page.getByRole('button', { name: 'Week grid (drag to move)' }).click();
}

const savedGame = async (league: League, season: Named, id: number) => (await apiCall<{ results: Game[] }>(league.token, 'GET', `/seasons/${season.id}/schedule/`)).results.find((g) => g.id === id)!;
const verdictOf = (page: Page) => page.getByRole('region', { name: 'What this move would do' });

const cardOf = (page: Page, teams: Named[], game: Game) => {
  const nameOf = (id: number) => teams.find((t) => t.id === id)!.name;
  return page.getByRole('button', { name: new RegExp(`^Move ${nameOf(game.home_team_id)} vs ${nameOf(game.away_team_id)}, `) });
};

describe('moving a game on the week grid (issue 40)', () => {
  test('the admin drags a game by mouse onto a half-hour start of free court time, sees the verdict in words while holding it, and confirms', async ({ page }) => {
    const { league, season, teams, games } = await arrangeSchedule();
    const game = games[0]!;
    await openWeekGrid(page, league, season);

    const slot = page.getByTitle(/^Lincoln court \d, .* 11:30$/).first();
    await dragByMouse(page, cardOf(page, teams, game), slot, verdictOf(page).getByText(/ to Saturday 3 October 11:30, Lincoln court \d: /));
    await confirmAfterDrop(page, 'Move the game', page.getByText(/^Moved .* 11:30, Lincoln court \d\. It is a draft until you publish the schedule again\.$/));

    expect((await savedGame(league, season, game.id)).start).toBe('2026-10-03T11:30');
  });

  test('the admin moves a game by keyboard: Space picks it up, an arrow key chooses free court time, Space drops, then confirms', async ({ page }) => {
    const { league, season, teams, games } = await arrangeSchedule();
    const game = games[0]!;
    await openWeekGrid(page, league, season);

    await cardOf(page, teams, game).focus();
    await page.keyboard.press('Space');
    // dnd-kit listens for the arrow keys from a task after the pick-up: an arrow pressed in the same
    // instant (a script, never a person) is lost. Choose the court time once the screen reader hears it.
    await page.getByText(/^Picked up .*Use the arrow keys to choose a free court time\.$/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await verdictOf(page).getByText(/ to Saturday 3 October \d+:\d\d, Lincoln court \d: /).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move the game', exact: true }).click();
    await page.getByText(/^Moved .* It is a draft until you publish the schedule again\.$/).waitFor();

    expect((await savedGame(league, season, game.id)).start).not.toBe(game.start);
  });
});
