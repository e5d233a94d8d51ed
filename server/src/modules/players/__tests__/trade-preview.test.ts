import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from './arrange.js';

const t = useTestApp();

const preview = (auth: Record<string, string>, body: object) => request(t.app).post('/api/players/trade_preview/').set(auth).send(body);
const everyWeekday = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** Alpha: Ann (8, 150 cm, North, never free) and Amy (6, 140 cm, North), who asked for each other; Bravo: Bob (4, South) and Ben (2, 130 cm, South). */
async function arrangeDivision() {
  const league = await arrangeLeague(t.db);
  const { teamA, teamB, addPlayer } = league;
  const ann = await addPlayer('Ann Lee', 8, teamA.id, { heightCm: 150, additionalData: { region: 'N', unavailable_days: everyWeekday, requests: ['Amy Lee'] } });
  const amy = await addPlayer('Amy Lee', 6, teamA.id, { heightCm: 140, additionalData: { region: 'N', requests: ['Ann Lee'] } });
  const bob = await addPlayer('Bob', 4, teamB.id, { additionalData: { region: 'S' } });
  const ben = await addPlayer('Ben', 2, teamB.id, { heightCm: 130, additionalData: { region: 'S' } });
  return { ...league, ann, amy, bob, ben };
}

describe('POST /api/players/trade_preview/', () => {
  it('answers every term before and after a trade: strength gap, tiers, height, region, practice days, requests', async () => {
    const { admin, ann, ben, teamA, teamB } = await arrangeDivision();

    const res = await preview(admin.auth, { source_player_id: ann.id, target_player_id: ben.id });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      before: {
        strength_gap: 8,
        height_gap_cm: 15,
        players_outside_region: 0,
        practice_conflicts: 1,
        requests: { total: 1, honoured: 1 },
        teams: [
          { team_id: teamA.id, team_name: 'Alpha', player_count: 2, strength_total: 14, tiers: { top: 2, middle: 0, bottom: 0 }, average_height_cm: 145, players_outside_region: 0, practice_conflicts: 1 },
          { team_id: teamB.id, team_name: 'Bravo', player_count: 2, strength_total: 6, tiers: { top: 0, middle: 1, bottom: 1 }, average_height_cm: 130, players_outside_region: 0, practice_conflicts: 0 },
        ],
      },
      after: {
        strength_gap: 4,
        height_gap_cm: 15,
        players_outside_region: 2,
        practice_conflicts: 1,
        requests: { total: 1, honoured: 0 },
        teams: [
          { team_id: teamA.id, team_name: 'Alpha', player_count: 2, strength_total: 8, tiers: { top: 1, middle: 0, bottom: 1 }, average_height_cm: 135, players_outside_region: 1, practice_conflicts: 0 },
          { team_id: teamB.id, team_name: 'Bravo', player_count: 2, strength_total: 12, tiers: { top: 1, middle: 1, bottom: 0 }, average_height_cm: 150, players_outside_region: 1, practice_conflicts: 1 },
        ],
      },
      breaks_rules: [],
    });
  });

  it('previews a move to Unassigned with only the team it leaves, and saves nothing', async () => {
    const { admin, amy, teamA } = await arrangeDivision();

    const res = await preview(admin.auth, { source_player_id: amy.id, to_team_id: null });

    expect(res.status).toBe(200);
    expect(res.body.before.teams.map((team: { team_name: string }) => team.team_name)).toEqual(['Alpha']);
    expect(res.body.after.teams[0]).toMatchObject({ player_count: 1, strength_total: 8 });
    expect(res.body.after.strength_gap).toBe(2);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: amy.id } })).teamId).toBe(teamA.id);
    expect(await t.db.rosterVersion.count({ where: { divisionId: amy.divisionId } })).toBe(0);
  });

  it('names the saved rules a change would break, as the trade would refuse it', async () => {
    const { admin, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const abe = await addPlayer('Abe', 6, teamA.id, { additionalData: { lock: 'Alpha' } });
    await addPlayer('Bea', 5, teamB.id);

    const res = await preview(admin.auth, { source_player_id: abe.id, to_team_id: teamB.id });

    expect(res.status).toBe(200);
    expect(res.body.breaks_rules).toEqual(['Abe is locked to Alpha but would be on Bravo.']);
    expect(res.body.before.players_outside_region).toBeNull();
    expect(res.body.before.height_gap_cm).toBeNull();
  });

  it('refuses what the trade refuses: the same team (400) and another league\'s player (404)', async () => {
    const { admin, ann, amy } = await arrangeDivision();
    const stranger = await createAdminInNewLeague(t.db);

    const sameTeam = await preview(admin.auth, { source_player_id: ann.id, target_player_id: amy.id });
    const otherLeague = await preview(stranger.auth, { source_player_id: ann.id, to_team_id: null });

    expect(sameTeam.status).toBe(400);
    expect(sameTeam.body.error).toBe('The players are already on the same team.');
    expect(otherLeague.status).toBe(404);
  });
});
