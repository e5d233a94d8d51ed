import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague, importExport, registerU10 } from '../../ratings/__tests__/arrange-seasons.js';

const t = useTestApp();

const header = 'PlayerID,First Name,Last Name,Birthdate';
const fall2025 = [header, 'LA-1,Ana,Ruiz,2016-04-02', 'LA-2,Mia,Park,2016-03-07'].join('\n');
const fall2026 = [header, 'LA-1,Ana,Ruiz,2016-04-02', 'LA-2,Mia,Park,2016-03-07', 'LA-3,Noa,Kim,2015-11-11'].join('\n');

/**
 * Fall 2026's U12 registered before Ana's Fall 2025 coach rating came in, so nothing was carried:
 * Ana (rated 4 of 5 by her coach last season), Mia (never rated), Noa (new, rated 2 of U12's 0-5 Shooting).
 */
async function arrangeUnratedReturners() {
  const l = await arrangeLeague(t);
  const { teams, players } = await registerU10(t, l, fall2025);
  expect((await importExport(t, l, l.u12.id, fall2026)).status).toBe(200);
  const link = await request(t.app).post('/api/ratings/coach-links/').set(l.admin.auth).send({ division_id: l.u10.id, team_ids: [teams[0]!.id], expires_at: '2099-01-01' });
  const ana10 = players.find((p) => p.name === 'Ana Ruiz')!;
  const rated = await request(t.app).post(`/api/coach-links/${link.body.results[0].token}/ratings/`).send({ player_id: ana10.id, ratings: [{ skill_id: l.shooting10.id, value: 4 }] });
  expect(rated.status).toBe(200);
  const u12 = await t.db.player.findMany({ where: { divisionId: l.u12.id }, orderBy: { id: 'asc' } });
  const id = (name: string) => u12.find((p) => p.name === name)!.id;
  await t.db.playerSkillRating.create({ data: { playerId: id('Noa Kim'), skillId: l.shooting12.id, rating: 2 } });
  const body = { league_id: l.admin.leagueId, division_id: l.u12.id, source: 'stored', number_of_teams: 2, seed: 5, selected_skills: JSON.stringify([l.shooting12.id]) };
  return {
    l,
    id,
    describe: () => request(t.app).get('/api/players/balanced_teams/stored/').set(l.admin.auth).query({ league_id: l.admin.leagueId, division_id: l.u12.id }),
    balance: (fields: Record<string, unknown>) => request(t.app).post('/api/players/balanced_teams/').set(l.admin.auth).send({ ...body, ...fields }),
  };
}

type Preview = { results: { players: { name: string; ratings: Record<string, number> }[] }[]; summary: { warnings: string[] } };
const ratingsOf = (preview: Preview, name: string) => preview.results.flatMap((team) => team.players).find((p) => p.name === name)!.ratings;

describe("balancing a stored division with last season's ratings for unrated players (decision 0066)", () => {
  it('lists, before balancing, what last season would give each unrated player', async () => {
    const a = await arrangeUnratedReturners();

    const res = await a.describe();

    expect(res.status).toBe(200);
    const unrated = res.body.unrated as { name: string; missing_skill_ids: number[]; last_season: unknown[] }[];
    // Ana was 9 at the start of Fall 2025; her 4 of 5 is 7.5 of 10.
    expect(unrated.find((p) => p.name === 'Ana Ruiz')!.last_season).toEqual([{ skill_id: a.l.shooting12.id, rating: 7.5, description: 'coach rating, Fall 2025, U10, age 9' }]);
    expect(unrated.find((p) => p.name === 'Mia Park')!.last_season).toEqual([]);
    // Listed against every skill of the division: Noa lacks only Passing, which no earlier season had.
    expect(unrated.find((p) => p.name === 'Noa Kim')).toMatchObject({ missing_skill_ids: [a.l.passing12.id], last_season: [] });
  });

  it("with missing_ratings=last_season, Ana balances on last season's rating and Mia, with none earlier, on the division's average; each is said", async () => {
    const a = await arrangeUnratedReturners();

    const res = await a.balance({ missing_ratings: 'last_season' });

    expect(res.status).toBe(200);
    const preview = res.body.data as Preview;
    expect(ratingsOf(preview, 'Ana Ruiz')).toEqual({ [a.l.shooting12.id]: 7.5 });
    // The division's average is Noa's 2 of 5: 4 of 10.
    expect(ratingsOf(preview, 'Mia Park')).toEqual({ [a.l.shooting12.id]: 4 });
    expect(preview.summary.warnings).toEqual(expect.arrayContaining([
      "Ana Ruiz has no rating for shooting; last season's 7.5 was used (coach rating, Fall 2025, U10, age 9).",
      "Mia Park has no rating for shooting and none from an earlier season; the division's average 4 was used.",
    ]));
    // A preview writes nothing: Ana still has no U12 rating.
    expect(await t.db.playerSkillRating.count({ where: { playerId: a.id('Ana Ruiz') } })).toBe(0);
  });

  it('with missing_ratings=mean, last season is not used', async () => {
    const a = await arrangeUnratedReturners();

    const res = await a.balance({ missing_ratings: 'mean' });

    expect(res.status).toBe(200);
    expect(ratingsOf(res.body.data, 'Ana Ruiz')).toEqual({ [a.l.shooting12.id]: 4 });
  });

  it('without a choice answers 400 naming last_season among the choices, and refuses an unknown one', async () => {
    const a = await arrangeUnratedReturners();

    const none = await a.balance({});
    const unknown = await a.balance({ missing_ratings: 'zero' });

    expect(none.status).toBe(400);
    expect(none.body.code).toBe('missing_ratings');
    expect(none.body.error).toMatch(/Choose missing_ratings: last_season/);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/missing_ratings must be last_season, mean or leave_out/);
  });

  it("when nobody in the division is rated, a player with last season's rating still needs no average, one without is refused", async () => {
    const a = await arrangeUnratedReturners();
    await t.db.playerSkillRating.deleteMany({ where: { playerId: a.id('Noa Kim') } });

    const res = await a.balance({ missing_ratings: 'last_season' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('no_average');
    expect(res.body.error).toMatch(/Nobody in this division has a rating for shooting/);
  });
});
