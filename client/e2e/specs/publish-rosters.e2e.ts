import { describe, expect } from 'vitest';
import { maxOutboxPageSize, type OutboxDto } from '@league/contract';
import { apiCall, uniqueName } from '../support/api';
import { arrangeDivisionWithSkills, arrangeTeams } from '../support/arrange-league';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';

describe('publishing rosters (issue 28)', () => {
  test('the admin publishes, the emails are written to the outbox, and the coach opens the emailed link on a phone', async ({ page }) => {
    const { league, season, division, skills } = await arrangeDivisionWithSkills();
    const [hawks] = await arrangeTeams(league, division, skills, 2);
    const coachEmail = `${uniqueName('coach').replace(/\s+/g, '-').toLowerCase()}@example.org`;
    await apiCall(league.token, 'PATCH', `/teams/${hawks!.id}/`, { name: hawks!.name, coach: 'Dana Hawk', coach_email: coachEmail, practice_details: 'Tuesdays 6 pm, North gym' });
    await logInAsAdmin(page, league.credentials);

    await page.goto(`/dashboard/publish/${division.id}`);
    await page.getByRole('list', { name: 'Players placed or moved' }).waitFor();
    await expectAccessible(page, 'Publish Rosters before publishing');
    await saveScreenshot(page, 'publish-rosters-before');
    await page.getByRole('button', { name: 'Publish' }).click();
    // Publishing asks first, with one of the emails shown.
    await page.getByRole('dialog').getByRole('button', { name: /^Publish and send/ }).click();
    await page.getByText(/Publication 1 recorded/).waitFor();
    await page.getByRole('table', { name: 'Emails' }).waitFor();
    await expectAccessible(page, 'Publish Rosters with the emails');
    await saveScreenshot(page, 'publish-rosters-emails', { guideShows: page.getByText(/Publication 1 recorded/) });

    // On a phone the emails and coach links scroll inside their tables; the page and View Teams'
    // buttons stay as wide as the screen.
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('table', { name: 'Emails' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'Publish Rosters on a phone');
    await page.goto(`/dashboard/view-teams?season=${season.id}&division=${division.id}`);
    await page.getByRole('heading', { name: hawks!.name }).first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    // The outbox is paged (50 a page): the sample file's families fill more than one.
    const outbox = await apiCall<OutboxDto>(league.token, 'GET', `/divisions/${division.id}/outbox/?page_size=${maxOutboxPageSize}`);
    const coachMail = outbox.results.find((m) => m.recipients.includes(coachEmail))!;
    const key = /\/coach\/([0-9a-f]{64})/.exec(coachMail.body)![1]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/coach/${key}`);

    await page.getByRole('heading', { level: 1, name: hawks!.name }).waitFor();
    expect(await page.getByText('Tuesdays 6 pm, North gym').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'Coach roster page');
    await saveScreenshot(page, 'coach-roster-phone');
    // Balancing the sample file and two axe passes take minutes on a busy machine.
  });
});
