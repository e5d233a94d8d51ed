import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { OfficialsChangeDto, SeasonOfficialsDto, SeasonOfficialsGameDto } from '@league/contract';
import { apiCall } from '../support/api';
import { arrangeOfficials, gymTimeOn, upcomingSaturdays } from '../support/arrange-officials';
import { arrangeScheduleSeason, readSchedule, type ScheduleSeason } from '../support/arrange-schedule';
import { confirmAfterDrop, dragByMouse } from '../support/drag';
import { arrangePublishedSchedule } from '../support/season-games';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

interface Place { game: SeasonOfficialsGameDto; role: string; holder: string | null }
/** A move the rules allow: the official holding `from` to the open place `to` (another game's). */
interface Move { from: Place & { holder: string }; to: Place; official: string; distance: number }

const readBoard = (s: ScheduleSeason) => apiCall<SeasonOfficialsDto>(s.league.token, 'GET', `/seasons/${s.season.id}/officials/`);
const dryRun = (s: ScheduleSeason, changes: { game_id: number; role: string; referee_id: number | null }[], dry_run = true) =>
  apiCall<OfficialsChangeDto>(s.league.token, 'POST', `/seasons/${s.season.id}/officials/changes/`, { dry_run, changes });

/** Every place of every game in the table's order (the order the keyboard walks). */
const placesOf = (board: SeasonOfficialsDto): Place[] =>
  board.games.flatMap((game) => game.places.map((role) => ({ game, role, holder: game.officials.find((o) => o.role === role)?.referee_name ?? null })));

/**
 * The officials board of a published season after the auto-assign (proposals, as the preview
 * saves them), with one umpire place opened by hand; answers the nearest official (in the table)
 * whose move to that open place keeps every rule, as the server's dry run says.
 */
async function arrangeBoard(): Promise<{ s: ScheduleSeason; places: Place[]; move: Move }> {
  const s = await arrangeScheduleSeason();
  const saturdays = upcomingSaturdays();
  await arrangePublishedSchedule(s, gymTimeOn(saturdays));
  const lastDay = (await readSchedule(s)).map((g) => g.start.slice(0, 10)).sort().at(-1)!;
  await arrangeOfficials(s, saturdays, lastDay);
  await apiCall(s.league.token, 'POST', `/seasons/${s.season.id}/officials/assign/`, { dry_run: false });
  // An umpire place the rules let us open: not the adult partnering a youth referee.
  let open: Place | undefined;
  for (const place of placesOf(await readBoard(s)).filter((p) => p.role === 'umpire' && p.holder !== null)) {
    if ((await dryRun(s, [{ game_id: place.game.game_id, role: 'umpire', referee_id: null }])).allowed) {
      open = place;
      break;
    }
  }
  if (!open) throw new Error('No umpire place on the board may be opened.');
  const opened = open;
  await dryRun(s, [{ game_id: opened.game.game_id, role: 'umpire', referee_id: null }], false);
  const board = await readBoard(s);
  const places = placesOf(board);
  const to = places.find((p) => p.game.game_id === opened.game.game_id && p.role === 'umpire')!;
  const index = places.indexOf(to);
  const nearest = places
    .map((from, i) => ({ from, distance: i - index }))
    .filter(({ from }) => from.holder !== null && from.game.game_id !== to.game.game_id && from.holder !== opened.holder)
    .sort((a, b) => Math.abs(a.distance) - Math.abs(b.distance));
  for (const { from, distance } of nearest) {
    const official = from.game.officials.find((o) => o.role === from.role)!;
    const verdict = await dryRun(s, [{ game_id: to.game.game_id, role: to.role, referee_id: official.referee_id }, { game_id: from.game.game_id, role: from.role, referee_id: null }]);
    if (verdict.allowed) return { s, places, move: { from: from as Move['from'], to, official: official.referee_name, distance } };
  }
  throw new Error('No official on the board may take the opened umpire place.');
}

async function openBoard(page: Page, s: ScheduleSeason) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, s.league.credentials);
  await page.goto('/dashboard/officials');
  await page.getByLabel('Season').selectOption({ label: s.season.name });
  await page.getByRole('table', { name: 'Games and their officials' }).waitFor();
  // What each division's games need, above the table, loads on its own: once it has, the table stays where the drag measures it.
  for (const division of s.divisions) await page.getByRole('button', { name: `Save ${division.name}`, exact: true }).waitFor();
}

/** A game's day as the screen writes it (the browser's own words for it). */
const dayOnScreen = (page: Page, date: string) =>
  page.evaluate((day) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }), date);

/** The official's name to drag, and the open place (its line in the table) to drop on. */
async function locate(page: Page, move: Move) {
  const { from, to, official } = move;
  const held = page.getByRole('button', { name: `Move ${official}, ${from.role} of ${from.game.division} ${from.game.home} vs ${from.game.away}, ${await dayOnScreen(page, from.game.date)} at ${from.game.start}`, exact: true });
  const find = page.getByRole('button', { name: `Find a referee for the ${to.role} place of ${to.game.home} vs ${to.game.away}, ${await dayOnScreen(page, to.game.date)} ${to.game.start}`, exact: true });
  return { official: held, target: page.getByRole('listitem').filter({ has: find }) };
}

async function expectMoved(s: ScheduleSeason, move: Move) {
  const after = await readBoard(s);
  const holderOf = (place: Place) => after.games.find((g) => g.game_id === place.game.game_id)!.officials.find((o) => o.role === place.role) ?? null;
  expect(holderOf(move.to)).toMatchObject({ referee_name: move.official, status: 'proposed' });
  expect(holderOf(move.from)).toBeNull();
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved as not yet published: referees hear about it when you publish.' });

describe('the officials board: dragging an official to another game (issue 41)', () => {
  test('by mouse: the verdict shows beside the open place before the drop, then the move is confirmed and saved', async ({ page }) => {
    const { s, move } = await arrangeBoard();
    await openBoard(page, s);
    const { official, target } = await locate(page, move);

    await dragByMouse(page, official, target, target.getByText(`${move.official} can take this: no rule broken.`, { exact: true }));
    await page.getByRole('dialog', { name: new RegExp(`^Move ${move.official} to the ${move.to.role} place of `) }).waitFor();
    await confirmAfterDrop(page, 'Move the official', saved(page));

    await expectMoved(s, move);
  });

  test('by keyboard: Space picks the official up, the arrow keys choose the open place, Space drops, then the move is confirmed', async ({ page }) => {
    const { s, move } = await arrangeBoard();
    await openBoard(page, s);
    const { official, target } = await locate(page, move);

    await official.focus();
    await page.keyboard.press('Space');
    // dnd-kit listens for the arrow keys from a task after the pick-up: choose the place once the screen reader hears it.
    await page.getByText(new RegExp(`^Picked up ${move.official}, .* Use the arrow keys or Tab to choose a place\\.$`)).waitFor({ state: 'attached' });
    for (let i = 0; i < Math.abs(move.distance); i += 1) await page.keyboard.press(move.distance > 0 ? 'ArrowUp' : 'ArrowDown');
    await target.getByText(`${move.official} can take this: no rule broken.`, { exact: true }).waitFor();
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: new RegExp(`^Move ${move.official} to `) }).getByRole('button', { name: 'Move the official' }).press('Enter');
    await saved(page).waitFor();

    await expectMoved(s, move);
  });
});
