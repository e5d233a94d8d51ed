import { expect } from 'vitest';
import { apiCall } from '../support/api';
import { arrangeDivision, arrangeLeague, arrangePlayers, arrangeSeason, arrangeSkills, listDivisionPlayers, type League } from '../support/arrange-league';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { choose, statusShown } from '../support/ui';

let scoreCounter = 0;
const score = (bib: number, skillId: number, value: number, extra: Record<string, unknown> = {}) => {
  scoreCounter += 1;
  return { id: `e2e-results-${Date.now()}-${scoreCounter}`, bib, skill_id: skillId, value, scored_at: new Date(Date.now() + scoreCounter).toISOString(), ...extra };
};

async function joinAs(league: League, eventId: number, name: string) {
  const { code } = await apiCall<{ code: string }>(league.token, 'POST', `/evaluations/${eventId}/access_codes/`, {});
  return (await apiCall<{ token: string }>('', 'POST', '/evaluate/session/', { code, name })).token;
}

/**
 * Eight children checked in (bibs 1-8), two skills, three evaluators through the phones' API:
 * Ann and Bob score everyone (Bob a point harsher), Cleo only bibs 1-4, so bibs 5-8 are seen by
 * two evaluators, fewer than the day's minimum of three; Ann asks for another look at bib 2.
 */
async function arrangeScoredDay() {
  const league = await arrangeLeague();
  const season = await arrangeSeason(league);
  const division = await arrangeDivision(league, season);
  const skills = await arrangeSkills(league, division, ['Shooting', 'Dribbling']);
  await arrangePlayers(league, division, skills, 8);
  const event = await apiCall<{ id: number }>(league.token, 'POST', '/evaluations/', { division_id: division.id, name: 'Fall evaluation day', sessions: [{ date: '2026-09-12', start_time: '09:00', gym: 'North gym' }] });
  for (const player of await listDivisionPlayers(league, division)) await apiCall(league.token, 'POST', `/evaluations/${event.id}/check_in/`, { player_id: player.id });
  const panel = [
    { name: 'Ann', bibs: [1, 2, 3, 4, 5, 6, 7, 8], offset: 0 },
    { name: 'Bob', bibs: [1, 2, 3, 4, 5, 6, 7, 8], offset: -1 },
    { name: 'Cleo', bibs: [1, 2, 3, 4], offset: 0 },
  ];
  for (const evaluator of panel) {
    const token = await joinAs(league, event.id, evaluator.name);
    const scores = evaluator.bibs.flatMap((bib) =>
      skills.map((skill) => score(bib, skill.id, Math.max(1, Math.min(5, 1 + (bib % 5) + evaluator.offset)), evaluator.name === 'Ann' && bib === 2 ? { needs_another_look: true } : {})),
    );
    await apiCall(token, 'POST', '/evaluate/scores/', { scores });
  }
  return { league, season, division, skills, eventId: event.id, lateToken: await joinAs(league, event.id, 'Dee') };
}

test('the admin watches coverage, compares methods, finalises, finalises again after a late score, and balances teams from the stored ratings', async ({ page }) => {
  const { league, season, division, skills, eventId, lateToken } = await arrangeScoredDay();
  await logInAsAdmin(page, league.credentials);

  await page.goto(`/dashboard/evaluation-days/${eventId}/coverage`);
  await page.getByRole('heading', { level: 1, name: 'Coverage: Fall evaluation day' }).waitFor();
  await page.getByText(/8 children checked in; 4 children seen by fewer than 3 evaluators on at least one skill; 1 child to call back\./).waitFor();
  await page.getByRole('list', { name: 'Children to call back' }).getByText(/^Bib 2: E2E Player \d+$/).waitFor();
  await page.getByRole('list', { name: "Evaluators' progress" }).getByText('Scored 4 children (50% of those checked in), 8 scores in all').waitFor();
  await expectAccessible(page, 'evaluation coverage board');
  await saveScreenshot(page, 'evaluation-coverage');

  await page.getByRole('link', { name: 'Results' }).click();
  await page.getByRole('heading', { level: 1, name: 'Results: Fall evaluation day' }).waitFor();
  await page.getByRole('table', { name: 'Shooting: the two methods side by side' }).waitFor();
  await page.getByText(/harsher than the panel on Shooting/).first().waitFor();
  await expectAccessible(page, 'evaluation results');
  await saveScreenshot(page, 'evaluation-results');

  await page.getByRole('button', { name: 'Finalise ratings' }).click();
  await page.getByText(/16 ratings of 8 children saved as "Evaluation day 2026-09-12, corrected for harsh and lenient evaluators"/).waitFor();

  // A phone that was offline sends a score after finalising: the page says so and finalises again.
  await apiCall(lateToken, 'POST', '/evaluate/scores/', { scores: [score(5, skills[0]!.id, 5)] });
  await page.reload();
  await page.getByText(/1 score arrived after that and is not in the division's ratings yet/).waitFor();
  await page.getByRole('button', { name: 'Finalise again' }).click();
  await page.getByText(/ratings of 8 children saved as/).waitFor();
  await page.getByText('No score has arrived since.').waitFor();

  // The families' pages: words, not numbers, until the admin allows them.
  await page.getByRole('link', { name: 'Family reports' }).click();
  const sheet = page.getByRole('article').first();
  await sheet.getByText(/seen by [23] evaluators/).waitFor();
  expect(await sheet.getByRole('columnheader', { name: 'Division average' }).count()).toBe(0);
  await page.getByLabel("Print the scores and the division's averages").check();
  await sheet.getByRole('columnheader', { name: 'Division average' }).waitFor();
  await expectAccessible(page, 'family reports');
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Results: Fall evaluation day' }).waitFor();

  await page.getByRole('link', { name: 'Create teams' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Create Balanced Teams' }).waitFor();
  await choose(page, 'Season', season.name);
  await choose(page, 'Division', division.name);
  expect(await page.getByRole('radio', { name: 'Players already in this division (8 players)' }).isChecked()).toBe(true);
  await page.getByLabel('Number of Teams').fill('2');
  await page.getByRole('button', { name: 'Create Balanced Teams' }).click();
  await statusShown(page, 'Preview ready: 2 teams. Save to keep them.');
  await page.getByRole('button', { name: 'Save Teams' }).click();
  await statusShown(page, 'Teams saved successfully.');

  const saved = await listDivisionPlayers(league, division);
  expect(saved.every((p) => p.team !== null)).toBe(true);
  // The ratings Create Teams balanced from are the evaluation day's: both finalisings are in the history.
  const { people } = await apiCall<{ people: { participant_id: number } }>(league.token, 'GET', `/players/${saved[0]!.id}/`);
  const history = await apiCall<unknown>(league.token, 'GET', `/ratings/history/?participant_id=${people.participant_id}`);
  expect(JSON.stringify(history).match(/Evaluation day 2026-09-12, corrected for harsh and lenient evaluators/g)?.length).toBeGreaterThanOrEqual(2);
});
