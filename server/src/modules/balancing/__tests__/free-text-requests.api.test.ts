import { describe, expect, it } from 'vitest';
import type { BalancePreviewDto } from '@league/contract';
import { arrangeSkilledDivision, divisionFields, postBalancePreview, previewTeams, type SkilledDivision } from '../../../testing/balance-preview.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const csv = [
  'First Name,Last Name,Requests,shooting',
  'Liam,Garcia,Please put with Riley Williams,6',
  'Riley,Williams,Carpool with Liam Garcia,5',
  'Emma,Garcia,with Noah please,4',
  'Noah,Smith,,7',
  'Noah,Jones,,3',
  'José,Núñez,,5',
  'Ava,Brown,play with jose nunez,6',
  'William,Lee,,4',
  'Sam,Park,Bill Lee,5',
  'Mia,Chen,Jordan Nobody,6',
].join('\r\n');

const arrange = () => arrangeSkilledDivision(t, 'shooting', 'shooting');

const preview = (a: SkilledDivision, extra: Record<string, string> = {}) =>
  previewTeams(t, a, {
    number_of_teams: '2',
    seed: '3',
    name_columns: JSON.stringify(['First Name', 'Last Name']),
    request_column: 'Requests',
    requests_mutual_only: 'false',
    ...extra,
  }, csv, 'export.csv');

const requestsOf = (data: BalancePreviewDto, name: string) => data.results.flatMap((team) => team.players).find((p) => p.name === name)!.requests;

describe('POST /api/players/balanced_teams/ with requests written as people write them', () => {
  it('finds the requested player inside the text, ignoring accents and case, and a nickname of a whole name', async () => {
    const a = await arrange();

    const data = await preview(a);

    expect(requestsOf(data, 'Liam Garcia')).toEqual(['Riley Williams']);
    expect(requestsOf(data, 'Riley Williams')).toEqual(['Liam Garcia']);
    expect(requestsOf(data, 'Ava Brown')).toEqual(['José Núñez']);
    expect(requestsOf(data, 'Sam Park')).toEqual(['William Lee']);
    // Liam and Riley asked for each other (one pair), Ava and Sam one way each.
    expect(data.summary.requests.total).toBe(3);
  });

  it('lists a request naming nobody and one naming two players for the admin, with the players it could mean', async () => {
    const a = await arrange();

    const data = await preview(a);

    expect(data.summary.unmatched_requests).toEqual([
      { player: 'Emma Garcia', row: 4, text: 'with Noah please', reason: 'ambiguous', candidates: ['Noah Smith', 'Noah Jones'] },
      { player: 'Mia Chen', row: 11, text: 'Jordan Nobody', reason: 'not_found', candidates: [] },
    ]);
    // Never silently dropped: the text stays on the player, so a save keeps it too.
    expect(requestsOf(data, 'Emma Garcia')).toEqual(['with Noah please']);
  });

  it("balances again with the admin's answers: the chosen player is requested, a left-out request is gone", async () => {
    const a = await arrange();
    const choices = [
      { player: 'Emma Garcia', text: 'with Noah please', choice: 'Noah Jones' },
      { player: 'Mia Chen', text: 'Jordan Nobody', choice: null },
    ];

    const data = await preview(a, { request_choices: JSON.stringify(choices) });

    expect(data.summary.unmatched_requests).toEqual([]);
    expect(requestsOf(data, 'Emma Garcia')).toEqual(['Noah Jones']);
    expect(requestsOf(data, 'Mia Chen')).toEqual([]);
    expect(data.summary.requests.total).toBe(4);
  });

  it('refuses request_choices that are not a list of answers, with a sentence', async () => {
    const a = await arrange();
    const fields = { ...divisionFields(a, false), number_of_teams: '2', request_choices: '{"x":1}' };

    const res = await postBalancePreview(t, a, fields, csv, 'export.csv');

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/request_choices/);
  });
});
