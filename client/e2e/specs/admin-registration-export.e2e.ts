import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { arrangeDivisionWithSkills, listDivisionPlayers } from '../support/arrange-league';
import { expectAccessible, saveScreenshot } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { choose, statusShown, visit } from '../support/ui';

// A Sports-Connect-style export as a registrar downloads it: split names under its own headers,
// two sibling pairs (Family), a coach's child locked to "Hawks", and one mutual teammate request.
const exportPath = fileURLToPath(new URL('../fixtures/sports-connect-export.csv', import.meta.url));

describe('league admin: a registration export used unedited', () => {
  test('proposes every column, keeps siblings together and the coach child on Hawks, honours the request and saves', async ({ page }) => {
    const { league, season, division } = await arrangeDivisionWithSkills();
    await logInAsAdmin(page, league.credentials);
    await visit(page, 'Create Teams', 'Create Balanced Teams');
    await choose(page, 'Season', season.name);
    await choose(page, 'Division', division.name);
    await page.getByRole('table', { name: 'Division skills' }).waitFor();

    await page.locator('input[type="file"]').setInputFiles(exportPath);
    await page.getByText(/[1-9]\d* columns found/).waitFor();
    const columns = page.getByRole('region', { name: 'Columns in Your File' });
    const proposed = async (label: string) => (await columns.getByRole('combobox', { name: label, exact: true }).textContent())!;
    expect(await proposed('First name')).toBe('ParticipantFirstName');
    expect(await proposed('Last name')).toBe('PlayerLastName');
    expect(await proposed('Date of birth')).toBe('DOB');
    expect(await proposed('Parent email')).toBe('Parent 1 Email');
    expect(await proposed('Gender')).toBe('Gender');
    expect(await proposed('Siblings or carpool group')).toBe('Family');
    expect(await proposed('Locked team')).toBe('Coach Team');
    expect(await proposed('Teammate requests')).toBe('Teammate Requests');
    await page.getByLabel('Number of Teams').fill('4');
    await expectAccessible(page, 'create teams (column mapping)');
    await saveScreenshot(page, 'admin-registration-export-columns', { guideShows: columns });

    await page.getByRole('button', { name: 'Create Balanced Teams' }).click();
    await statusShown(page, 'Preview ready: 4 teams. Save to keep them.');
    await page.getByText(/^Team averages per player run from /).waitFor();
    await page.getByText('Siblings and carpools: 2 of 2 groups kept together').waitFor();
    await page.getByText(/^1 of 1 mutual request \(both children asked for each other\) kept/).waitFor();
    const hawks = page.getByRole('region', { name: 'Hawks', exact: true });
    await hawks.getByRole('row', { name: /Mia Rivera/ }).waitFor();
    for (const [a, b] of [['Liam Garcia', 'Olivia Garcia'], ['Noah Nguyen', 'Emma Nguyen'], ['Ava Chen', 'Zoe Brooks']]) {
      const team = page.getByRole('region').filter({ has: page.getByRole('row', { name: new RegExp(a!) }) }).last();
      await team.getByRole('row', { name: new RegExp(b!) }).waitFor();
    }
    await expectAccessible(page, 'create teams (explained preview)');
    await saveScreenshot(page, 'admin-registration-export-preview', { guideShows: page.getByText(/^Team averages per player run from /) });

    await page.getByRole('button', { name: 'Save Teams' }).click();
    await statusShown(page, 'Teams saved successfully.');
    const saved = await listDivisionPlayers(league, division);
    expect(saved).toHaveLength(16);
    expect(saved.find((p) => p.name === 'Mia Rivera')?.team_name).toBe('Hawks');
  });
});
