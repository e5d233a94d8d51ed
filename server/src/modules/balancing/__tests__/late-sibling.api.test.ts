import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeSavedDivision } from './roster-change-arrange.js';

const t = useTestApp();

type PreviewTeam = { team_id: number | null; players: { player_id: number }[] };
const teamOf = (results: PreviewTeam[], id: number) => results.find((team) => team.players.some((p) => p.player_id === id))!.team_id;

describe('A sibling added after the teams were saved', () => {
  it('is a group like any other: placed with her siblings, and a fresh rebalance keeps the three together', async () => {
    const a = await arrangeSavedDivision(t);
    const twins = await t.db.player.findMany({ where: { divisionId: a.division.id, teamId: a.teamIds.Hawks }, orderBy: { id: 'asc' }, take: 2 });
    // What Add Player sends when the admin picks the twins' household.
    const added = await request(t.app)
      .post('/api/players/')
      .set(a.admin.auth)
      .send({ name: 'Kai Lee', league: a.admin.leagueId, division: a.division.id, team: null, gender: 'F', ratings: { [a.skill.id]: 3 }, additional_data: { group: 'Lee' } });
    expect(added.status).toBe(201);
    const body = { league_id: a.admin.leagueId, division_id: a.division.id, seed: 4 };

    const placed = await request(t.app).post('/api/players/place_new/').set(a.admin.auth).send(body);
    const rebalanced = await request(t.app).post('/api/players/rebalance/').set(a.admin.auth).send(body);

    expect(placed.status).toBe(200);
    expect(teamOf(placed.body.results, added.body.id)).toBe(a.teamIds.Hawks);
    expect(rebalanced.status).toBe(200);
    const family = [twins[0]!.id, twins[1]!.id, added.body.id].map((id) => teamOf(rebalanced.body.results, id));
    expect(new Set(family).size).toBe(1);
    expect(rebalanced.body.summary.groups).toEqual({ count: 1, kept: 1 });
  });
});
