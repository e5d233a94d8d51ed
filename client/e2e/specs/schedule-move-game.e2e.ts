import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall } from '../support/api';
import { arrangeDivisionWithSkills, arrangeTeams, type League, type Named } from '../support/arrange-league';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

interface Game {
  id: number;
  home_team_id: number;
  away_team_id: number;
  court: string;
  start: string;
}

/** One Saturday at Lincoln, two courts 9:00-13:00, and a saved draft of one game per team (two games). */
async function arrangeSchedule(league: League, season: Named, division: Named) {
  const form = new FormData();
  const csv = ['venue,court,date,start,end', 'Lincoln,1,2026-10-03,9:00,13:00', 'Lincoln,2,2026-10-03,9:00,13:00'].join('\n');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'gym.csv');
  await apiCall(league.token, 'POST', `/seasons/${season.id}/gym_time/`, form);
  const built = await apiCall<{ games: Game[] }>(league.token, 'POST', `/seasons/${season.id}/schedule/`, { divisions: [{ division_id: division.id, games_per_team: 1, game_minutes: 50 }], dry_run: false });
  return built.games;
}

const savedGame = async (league: League, season: Named, id: number) => (await apiCall<{ results: Game[] }>(league.token, 'GET', `/seasons/${season.id}/schedule/`)).results.find((g) => g.id === id)!;
const verdictOf = (page: Page) => page.getByRole('region', { name: 'What this move would do' });

describe('moving a game on the week grid (issue 40)', () => {
  test('the admin drags one game by mouse and one by keyboard, seeing the verdict in words, and confirms each', async ({ page }) => {
    const { league, season, division, skills } = await arrangeDivisionWithSkills();
    const teams = await arrangeTeams(league, division, skills, 4);
    const [first, second] = await arrangeSchedule(league, season, division);
    const nameOf = (id: number) => teams.find((t) => t.id === id)!.name;
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInAsAdmin(page, league.credentials);
    await page.goto(`/dashboard/season-schedule?season=${season.id}`);
    await page.getByRole('button', { name: 'Week grid (drag to move)' }).click();

    // By mouse: held over the last free hour of a court, the verdict shows; dropped, then confirmed.
    const card = page.getByRole('button', { name: new RegExp(`^Move ${nameOf(first!.home_team_id)} vs ${nameOf(first!.away_team_id)}, `) });
    const from = (await card.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const target = page.getByTitle(/^Lincoln court \d, .* 12:00$/).first();
    const to = (await target.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await verdictOf(page).getByText(/ to Saturday 3 October 12:00, Lincoln court \d: /).waitFor();
    await page.mouse.up();
    await page.getByRole('button', { name: 'Move the game', exact: true }).click();
    await page.getByText(/^Moved .* 12:00, Lincoln court \d\. It is a draft until you publish the schedule again\.$/).waitFor();
    expect((await savedGame(league, season, first!.id)).start).toBe('2026-10-03T12:00');

    // By keyboard: Space picks the other game up, an arrow key chooses the first free time, Space drops.
    const other = page.getByRole('button', { name: new RegExp(`^Move ${nameOf(second!.home_team_id)} vs ${nameOf(second!.away_team_id)}, `) });
    await other.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await verdictOf(page).getByText(/ to Saturday 3 October \d+:\d\d, Lincoln court \d: /).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move the game', exact: true }).click();
    await page.getByText(/^Moved .* It is a draft until you publish the schedule again\.$/).waitFor();
    expect((await savedGame(league, season, second!.id)).start).not.toBe(second!.start);
  });
});
