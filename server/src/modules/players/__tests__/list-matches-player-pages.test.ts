import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeVariedDivision } from './arrange-varied-division.js';

const t = useTestApp();

type Listed = { id: number; name: string };

// The list reads its page in one query of its own (decision 0041); each player must still read
// exactly as on its own page, which goes through the single-player read.
describe('the player list', () => {
  it('answers each player of a division exactly as their own page does, best first', async () => {
    const { admin, division, players } = await arrangeVariedDivision(t.db);

    const list = await request(t.app).get('/api/players/').query({ division: division.id }).set(admin.auth).expect(200);
    const pages = await Promise.all(list.body.results.map((p: Listed) => request(t.app).get(`/api/players/${p.id}/`).set(admin.auth).expect(200)));

    expect(list.body.count).toBe(players.length);
    expect(list.body.results).toEqual(pages.map((page) => page.body));
  });

  it('pages, filters and searches as before: count is every match', async () => {
    const { admin, division, teams } = await arrangeVariedDivision(t.db);
    const all = (await request(t.app).get('/api/players/').query({ division: division.id }).set(admin.auth).expect(200)).body.results as Listed[];
    const ask = async (query: Record<string, unknown>) => (await request(t.app).get('/api/players/').query({ division: division.id, ...query }).set(admin.auth).expect(200)).body;

    const page2 = await ask({ page: 2, page_size: 5 });
    const ofTeam = await ask({ team: teams[0]!.id });
    const unassigned = await ask({ unassigned: true });
    const found = await ask({ search: 'ñoÑo' });
    const wildcard = await ask({ search: '%' });
    const underscore = await ask({ search: '_' });
    const bySeason = (await request(t.app).get('/api/players/').query({ season: division.seasonId }).set(admin.auth).expect(200)).body;

    expect(page2).toEqual({ count: all.length, results: all.slice(5, 10) });
    expect(ofTeam.results).toEqual(all.filter((p) => (p as unknown as { team: number }).team === teams[0]!.id));
    expect(unassigned.results.map((p: Listed) => p.name)).toEqual(['Player 13']);
    expect(found.results.map((p: Listed) => p.name).sort()).toEqual(['Player 0 Ñoño', 'Player 12 Ñoño', 'Player 4 Ñoño', 'Player 8 Ñoño']);
    // No name holds % or _: the search reads them as characters, not SQL wildcards.
    expect(wildcard.count).toBe(0);
    expect(underscore.count).toBe(0);
    expect(bySeason.count).toBe(all.length + 1);
  });
});
