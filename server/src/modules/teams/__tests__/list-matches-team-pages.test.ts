import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeVariedDivision } from '../../players/__tests__/arrange-varied-division.js';

const t = useTestApp();

// The list reads its teams in one query of its own (decision 0041); each team must still read
// exactly as on its own page, which goes through the single-team read.
describe('the team list', () => {
  it('answers each team of a division exactly as its own page does', async () => {
    const { admin, division, teams } = await arrangeVariedDivision(t.db);

    const list = await request(t.app).get('/api/teams/').query({ division: division.id }).set(admin.auth).expect(200);
    const pages = await Promise.all(list.body.results.map((team: { id: number }) => request(t.app).get(`/api/teams/${team.id}/`).set(admin.auth).expect(200)));

    expect(list.body.count).toBe(teams.length);
    expect(list.body.results.map((team: { name: string }) => team.name)).toEqual(['Empty', 'Zebras', 'Ánimo "quoted" \\ team']);
    expect(list.body.results).toEqual(pages.map((page) => page.body));
  });

  it('answers the same teams by season as by division', async () => {
    const { admin, division } = await arrangeVariedDivision(t.db);

    const byDivision = await request(t.app).get('/api/teams/').query({ division: division.id }).set(admin.auth).expect(200);
    const bySeason = await request(t.app).get('/api/teams/').query({ season: division.seasonId }).set(admin.auth).expect(200);

    expect(bySeason.body.results.filter((team: { division: number }) => team.division === division.id)).toEqual(byDivision.body.results);
    expect(bySeason.body.count).toBe(byDivision.body.count + 1);
  });
});
