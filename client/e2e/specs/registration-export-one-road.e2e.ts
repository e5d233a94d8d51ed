import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ParticipantDto } from '@league/contract';
import { apiCall, uniqueName } from '../support/api';
import { arrangeDivision, arrangeLeague, arrangeRatings, arrangeSkills, listDivisionPlayers, type League } from '../support/arrange-league';
import { expectAccessible } from '../support/browser';
import { logInAsAdmin } from '../support/session';
import { test } from '../support/test';
import { arrangeImport, arrangeSeasonDated, importThroughScreen } from '../support/two-seasons';
import { choose, statusShown, visit } from '../support/ui';

// One road from a registration export to teams (issue 37): a LeagueApps-style export with its
// own headers (fixtures/leagueapps-coaches-fall-export.csv: 20 children, four head coaches' and
// one assistant coach's families, free-text buddy requests) imported unedited and the stored
// division balanced; next season's export (new registration ids for everyone, Eli written
// Elijah, Maddie Madison, Rivera Rivera-Lopez) matched, and two records of one child merged on
// the player page (decision 0172).
const fallExport = 'leagueapps-coaches-fall-export.csv';
const headCoachChildren = ['Lucas Bennett', 'Henry Okafor', 'Grace Morales', 'Harper Lindqvist'];
const mutualRequests = [['Ruby Walsh', 'Chloe Nakamura'], ['Jonah Price', 'Samir Haddad'], ['Stella Fox', 'Iris Delgado']] as const;
// A spread of ratings from 2 to 8, so the teams are balanced on something.
const ratingOf = (name: string) => 2 + (name.length % 7);

/** A fall season whose U10 division has one skill, made before the admin's first page (season lists are read once). */
async function arrangeFall(league: League) {
  const fall = await arrangeSeasonDated(league, uniqueName('Fall'), '2025-09-01', '2026-03-31');
  const fallU10 = await arrangeDivision(league, fall, { name: 'U10 Fall', minAge: 8, maxAge: 10 });
  const [overall] = await arrangeSkills(league, fallU10, ['Overall']);
  return { fall, fallU10, overall: overall! };
}

const listItems = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('listitem').allTextContents();

describe('league admin: one road from a registration export to teams', () => {
  test("imports an export with coaches and buddy requests unedited, balances the stored division and keeps every coach and mutual request", async ({ page }) => {
    const league = await arrangeLeague();
    const { fall, fallU10, overall } = await arrangeFall(league);
    await logInAsAdmin(page, league.credentials);

    await importThroughScreen(page, fall, fallU10, fallExport, 'coaches export');
    await statusShown(page, '20 new, 0 returning, 0 possible matches to confirm, 0 rows with problems, 0 withdrawn.');
    // No column chosen by hand: the preview says where each item was read and that it was guessed.
    expect(await listItems(page, 'Columns read (9)')).toEqual([
      'Player name: "Participant First Name + Participant Last Name" (guessed from the header)',
      'Date of birth: "Participant Birth Date" (guessed from the header)',
      'Registration system player id: "Registration ID" (guessed from the header)',
      'Gender: "Gender" (guessed from the header)',
      'Parent email: "Parent/Guardian 1 Email" (guessed from the header)',
      'Parent phone: "Parent/Guardian 1 Phone" (guessed from the header)',
      'Parent or guardian name: "Parent/Guardian 1 First Name + Parent/Guardian 1 Last Name" (guessed from the header)',
      'Parent volunteering to coach: "Volunteer Role" (guessed from the header)',
      'Friend or buddy requests: "Buddy Request" (guessed from the header)',
    ]);
    // "Team Parent" and "No" volunteer for something other than coaching.
    await page.getByText('5 parents volunteering to coach, 7 players with friend requests.', { exact: false }).waitFor();
    expect(await listItems(page, 'Coaches and requests for Create Teams')).toEqual([
      'Head coach: Rachel Bennett (parent of Lucas Bennett)',
      'Head coach: Chidi Okafor (parent of Henry Okafor)',
      'Head coach: Luis Morales (parent of Grace Morales)',
      'Head coach: Erik Lindqvist (parent of Harper Lindqvist)',
      'Assistant coach: Priya Shah (parent of Nina Shah)',
      'Nina Shah asked for: Coach Chidi Okafor please',
      'Ruby Walsh asked for: Please put with Chloe Nakamura',
      'Chloe Nakamura asked for: Ruby Walsh!',
      'Jonah Price asked for: Samir Haddad',
      'Samir Haddad asked for: with Jonah Price',
      'Stella Fox asked for: Iris Delgado',
      'Iris Delgado asked for: Stella F.',
    ]);
    await expectAccessible(page, 'coaches export (preview)');
    await page.getByRole('button', { name: 'Import 20 players' }).click();
    await statusShown(page, 'Imported: 20 players registered (20 new, 0 returning).');
    // The evaluation day is not under test: its ratings come through the API.
    await arrangeRatings(league, fallU10, overall, ratingOf);

    await visit(page, 'Create Teams', 'Create Balanced Teams');
    await choose(page, 'Season', fall.name);
    await choose(page, 'Division', fallU10.name);
    expect(await page.getByRole('radio', { name: 'Players already in this division (20 players)' }).isChecked()).toBe(true);
    await page.getByLabel('Number of Teams').fill('4');
    await page.getByRole('button', { name: 'Create Balanced Teams' }).click();
    await statusShown(page, 'Preview ready: 4 teams. Save to keep them.');
    await page.getByText(/^3 of 3 mutual requests \(both children asked for each other\) kept/).waitFor();
    for (const coach of ['Rachel Bennett', 'Chidi Okafor', 'Luis Morales', 'Erik Lindqvist']) await page.getByText(`Coach: ${coach}`, { exact: true }).waitFor();
    await expectAccessible(page, 'create teams (coaches and requests kept)');
    await page.getByRole('button', { name: 'Save Teams' }).click();
    await statusShown(page, 'Teams saved successfully.');

    const saved = await listDivisionPlayers(league, fallU10);
    const teamOf = (name: string) => saved.find((p) => p.name === name)!.team_name;
    expect(saved).toHaveLength(20);
    expect(saved.every((p) => p.team !== null)).toBe(true);
    expect(new Set(headCoachChildren.map(teamOf)).size).toBe(4);
    // The assistant's family named Henry's parent, the head coach they help.
    expect(teamOf('Nina Shah')).toBe(teamOf('Henry Okafor'));
    for (const [one, other] of mutualRequests) expect(teamOf(one), `${one} with ${other}`).toBe(teamOf(other));
    const teams = await apiCall<{ results: { coach: string | null }[] }>(league.token, 'GET', `/teams/?division=${fallU10.id}`);
    expect(teams.results.map((t) => t.coach).sort()).toEqual(['Chidi Okafor', 'Erik Lindqvist', 'Luis Morales', 'Rachel Bennett']);
  });

  test("next season's export: exact matches return without a question, near matches are accepted at once with one undone, and that child's two records are merged", async ({ page }) => {
    const league = await arrangeLeague();
    const { fall, fallU10, overall } = await arrangeFall(league);
    const spring = await arrangeSeasonDated(league, uniqueName('Spring'), '2026-04-01', '2026-07-31');
    const springU10 = await arrangeDivision(league, spring, { name: 'U10 Spring', minAge: 8, maxAge: 10 });
    // The fall season as the first test makes it on screen.
    await arrangeImport(league, fallU10, fallExport);
    await arrangeRatings(league, fallU10, overall, ratingOf);
    await logInAsAdmin(page, league.credentials);

    await importThroughScreen(page, spring, springU10, 'leagueapps-coaches-spring-export.csv', null);
    // Every child has a new registration id: the 17 written as in the fall return without a question.
    await statusShown(page, '2 new, 17 returning, 3 possible matches to confirm, 0 rows with problems, 0 withdrawn.');
    expect(await page.getByRole('region', { name: 'Returning players (17)' }).getByRole('listitem').count()).toBe(17);
    const matches = page.getByRole('region', { name: 'Is this the same player?' });
    expect(await matches.getByRole('radiogroup').count()).toBe(3);
    await matches.getByRole('radio', { name: 'Same player as Eli Cooper, born 2016-01-19 (a nickname of the same first name, same last name and birthday)' }).waitFor();
    await matches.getByRole('radio', { name: 'Same player as Maddie Taylor, born 2015-12-14 (a nickname of the same first name, same last name and birthday)' }).waitFor();
    await matches.getByRole('radio', { name: /^Same player as Mateo Rivera, born 2016-05-26 \(same first name and birthday, one last name is part of the other/ }).waitFor();
    await expectAccessible(page, 'spring import (near matches)');

    await matches.getByRole('button', { name: 'Accept all suggested matches (3)' }).click();
    await matches.getByText('3 of 3 answered.', { exact: false }).waitFor();
    await expectAccessible(page, 'spring import (suggested matches accepted)');
    // The admin is not sure Elijah is Eli: one click makes him a new player.
    await matches.getByRole('button', { name: /^Undo row \d+: import Elijah Cooper as a new player, not Eli Cooper$/ }).click();
    await matches.getByRole('radiogroup', { name: /Elijah Cooper/ }).getByRole('radio', { name: 'A different, new player', checked: true }).waitFor();
    expect(await matches.getByRole('button', { name: /^Undo row/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Import 22 players' }).click();
    await statusShown(page, 'Imported: 22 players registered (3 new, 19 returning).');

    // Later his family confirms Elijah is Eli: the two records merge on Elijah's player page.
    await page.getByRole('link', { name: 'View the players' }).click();
    await page.getByRole('heading', { level: 1, name: 'View Players' }).waitFor();
    await page.getByRole('button', { name: 'Show details for Elijah Cooper' }).click();
    await page.getByRole('link', { name: 'Seasons, family and ratings history' }).click();
    await page.getByRole('heading', { level: 1, name: 'Elijah Cooper' }).waitFor();
    await page.getByRole('button', { name: 'Merge with another person…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge another record of Elijah Cooper into this one' });
    await dialog.getByLabel("Search the league's players by name").fill('Cooper');
    await dialog.getByRole('button', { name: 'Choose Eli Cooper' }).click();
    const preview = dialog.getByText(/^Moves onto Elijah Cooper: /);
    await preview.waitFor();
    const moved = `1 season (U10 Fall in ${fall.name}), 1 rating with 1 rating history entry`;
    // Elijah came in as a new child, but of the Cooper family the league knows by the parent's email: no household moves.
    expect(await preview.textContent()).toBe(`Moves onto Elijah Cooper: ${moved}. Then the record of Eli Cooper (born 2016-01-19) is removed.`);
    await expectAccessible(page, 'merge people (preview)');
    await dialog.getByRole('button', { name: 'Merge Eli Cooper into Elijah Cooper' }).click();
    await statusShown(page, `Eli Cooper is merged into Elijah Cooper: ${moved} moved.`);
    await page.getByText('Born 2016-01-19 · Registration id LA-4112 · 2 seasons').waitFor();
    await expectAccessible(page, 'player page (merged)');

    const players = await listDivisionPlayers(league, springU10);
    const { people } = await apiCall<{ people: { participant_id: number } }>(league.token, 'GET', `/players/${players.find((p) => p.name === 'Elijah Cooper')!.id}/`);
    const person = await apiCall<ParticipantDto>(league.token, 'GET', `/participants/${people.participant_id}/`);
    expect(person.registrations.map((r) => r.division.name)).toEqual(['U10 Spring', 'U10 Fall']);
    const coopers = await apiCall<{ results: { id: number }[] }>(league.token, 'GET', '/participants/?search=Cooper');
    expect(coopers.results.map((c) => c.id)).toEqual([people.participant_id]);
  });
});
