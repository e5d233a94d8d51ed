import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { BalancePreviewDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
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

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: 'shooting', weight: 1, normalizationFactor: 10 });
  return { admin, division, skill };
}

async function preview(a: Awaited<ReturnType<typeof arrange>>, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    league_id: String(a.admin.leagueId),
    division_id: String(a.division.id),
    number_of_teams: '2',
    skill_mapping: JSON.stringify({ [a.skill.id]: 'shooting' }),
    selected_skills: JSON.stringify([a.skill.id]),
    seed: '3',
    name_columns: JSON.stringify(['First Name', 'Last Name']),
    request_column: 'Requests',
    requests_mutual_only: 'false',
    ...extra,
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(a.admin.auth);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  const res = await req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });
  expect(res.status).toBe(200);
  return res.body.data as BalancePreviewDto;
}

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
  }, 60_000);

  it('lists a request naming nobody and one naming two players for the admin, with the players it could mean', async () => {
    const a = await arrange();

    const data = await preview(a);

    expect(data.summary.unmatched_requests).toEqual([
      { player: 'Emma Garcia', row: 4, text: 'with Noah please', reason: 'ambiguous', candidates: ['Noah Smith', 'Noah Jones'] },
      { player: 'Mia Chen', row: 11, text: 'Jordan Nobody', reason: 'not_found', candidates: [] },
    ]);
    // Never silently dropped: the text stays on the player, so a save keeps it too.
    expect(requestsOf(data, 'Emma Garcia')).toEqual(['with Noah please']);
  }, 60_000);

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
  }, 60_000);

  it('refuses request_choices that are not a list of answers, with a sentence', async () => {
    const a = await arrange();
    let req = request(t.app).post('/api/players/balanced_teams/').set(a.admin.auth);
    const fields = { league_id: String(a.admin.leagueId), division_id: String(a.division.id), number_of_teams: '2', request_choices: '{"x":1}' };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);

    const res = await req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/request_choices/);
  }, 60_000);
});
