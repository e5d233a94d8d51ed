import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall } from '../support/api';
import { arrangeDivisionWithSkills, arrangePlayers, type Named } from '../support/arrange-league';
import { expectAccessible, openPage, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

const teamNames = ['Hawks', 'Owls', 'Kites', 'Bears'];
// Teams are listed by name; the admin moves Hawks up to pick first.
const pickOrder = ['Hawks', 'Bears', 'Kites', 'Owls'];
const autoPickNote = '(picked automatically when time ran out)';

/** Every page shows the pick on its board (the coaches hear it on their stream, the admin reads it). */
async function everyoneSees(pages: Page[], text: string, timeout = 15_000) {
  await Promise.all(pages.map((page) => page.getByText(text, { exact: false }).first().waitFor({ timeout })));
}

describe('the live coach draft (issue 28)', () => {
  test('four coaches join by link, pick in turn and see every pick; a turn runs out and is picked automatically; the admin finishes', async ({ browser, page: admin }) => {
    const started = Date.now();
    const step = (label: string) => console.info(`live draft e2e ${((Date.now() - started) / 1000).toFixed(0)} s: ${label}`);
    const { league, season, division, skills } = await arrangeDivisionWithSkills();
    const teams: Named[] = [];
    for (const name of teamNames) teams.push(await apiCall<Named>(league.token, 'POST', '/teams/', { name, division: division.id }));
    await arrangePlayers(league, division, skills, 8);
    await admin.setViewportSize({ width: 1366, height: 768 });
    await logInAsAdmin(admin, league.credentials);
    step('arranged, signed in');

    await admin.goto(`/dashboard/draft-room?season=${season.id}&division=${division.id}`);
    await admin.getByRole('radio', { name: /^Set by hand/ }).check();
    await admin.getByRole('button', { name: 'Move Hawks up' }).click();
    await admin.getByLabel('Seconds per pick').fill('10');
    await admin.getByRole('button', { name: 'Open the draft room' }).click();
    // No clock runs until the admin starts the draft, once the coaches have their links.
    await admin.getByText(/^The draft has not started yet: send each coach their link/).waitFor();
    const links = await admin.getByRole('list', { name: 'Coach join links' }).getByRole('listitem').allInnerTexts();
    const paths = links.map((text) => /\/draft\/\d+\?key=[0-9a-f]{64}/.exec(text)![0]);
    expect(links.map((text) => text.split(' (')[0])).toEqual(pickOrder);
    await expectAccessible(admin, 'Draft room with the join links');
    step('room open, axe done');

    const coaches: Page[] = [];
    for (const [index, path] of paths.entries()) {
      const coach = await openPage(browser, index === 0 ? { width: 390, height: 844 } : {});
      await coach.goto(path);
      await coach.getByRole('heading', { level: 1, name: `Coach draft: ${pickOrder[index]}` }).waitFor();
      coaches.push(coach);
    }
    const everyone = [admin, ...coaches];
    await coaches[0]!.getByText(/^The draft has not started yet\. The league starts it/).waitFor();
    await expectAccessible(coaches[0]!, 'Coach draft page on a phone');
    step('coaches joined, axe done');

    await admin.getByRole('button', { name: 'Start the draft' }).click();
    for (const [index, coach] of coaches.entries()) {
      await coach.getByText(`Your turn to pick (pick ${index + 1}, round 1)`).waitFor();
      const button = coach.getByRole('list', { name: 'Players not picked yet' }).getByRole('button', { name: /^Pick / }).first();
      const name = (await button.getAttribute('aria-label'))!.replace(/^Pick /, '');
      await button.click();
      await coach.getByText(`You picked ${name}.`).waitFor();
      await everyoneSees(everyone, `Pick ${index + 1}: ${name}`);
      step(`pick ${index + 1} seen by everyone`);
    }

    // Set by hand, every round goes in the same order: Hawks (on a phone) let their 10 seconds run out.
    await everyoneSees(everyone, autoPickNote, 25_000);
    step('auto-pick seen');
    await everyoneSees(everyone, 'Pick 5: ', 1_000);
    await saveScreenshot(coaches[0]!, 'live-draft-coach-phone');
    expect(await coaches[3]!.getByRole('list', { name: 'Hawks picks' }).getByText(autoPickNote, { exact: false }).count()).toBe(1);

    await admin.getByRole('button', { name: 'Pause' }).click();
    await admin.getByRole('button', { name: 'Finish the draft' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Finish the draft' }).click();
    await admin.getByRole('heading', { name: 'How even the drafted teams are' }).waitFor();
    await admin.getByText(/The optimizer, balancing the same players into 4 teams, would have made teams/).waitFor();
    await everyoneSees(coaches, 'The draft is finished.');
    await expectAccessible(admin, 'Draft room after finishing');
    step('finished, axe done');
    await saveScreenshot(admin, 'live-draft-admin-finished');

    const players = (await apiCall<{ results: { team: number | null }[] }>(league.token, 'GET', `/players/?division=${division.id}`)).results;
    expect(players.filter((p) => p.team !== null).length).toBeGreaterThanOrEqual(5);
    await admin.getByRole('link', { name: 'Open the Roster Board' }).click();
    await admin.waitForURL(`**/dashboard/roster-board?season=${season.id}&division=${division.id}`);
    await Promise.all(coaches.map((coach) => coach.context().close()));
    step('done');
    // Under 90 s on an idle machine; five browsers and three axe passes need more on a busy one.
  });
});
