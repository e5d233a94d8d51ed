import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { hostileIds, outOfRangeDates } from '../../../testing/hostile-numbers.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const save = (payload: Record<string, unknown>, player: Record<string, unknown> = {}) =>
    request(t.app)
      .post('/api/players/persist_teams/')
      .set(admin.auth)
      .send({ league_id: admin.leagueId, division_id: division.id, teams: [{ team_name: 'Team 1', players: [{ name: 'Ann Lee', ...player }] }], ...payload });
  const teamCount = () => t.db.team.count({ where: { divisionId: division.id } });
  return { save, teamCount };
}

describe('persist_teams field bounds', () => {
  it.each(hostileIds)('when division_id is %s, answers 400 naming division_id and saves nothing', async (_, division_id) => {
    const a = await arrange();

    const res = await a.save({ division_id });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^division_id must be/);
    expect(await a.teamCount()).toBe(0);
  });

  it.each(hostileIds)('when league_id is %s, answers 400 naming league_id', async (_, league_id) => {
    const a = await arrange();

    const res = await a.save({ league_id });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^league_id must be/);
  });

  it.each(outOfRangeDates)('when a date of birth is %s, answers 400 naming date_of_birth and saves nothing', async (date_of_birth) => {
    const a = await arrange();

    const res = await a.save({}, { date_of_birth });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Ann Lee (Team 1): date_of_birth must be between the years 1900 and 2100.');
    expect(await a.teamCount()).toBe(0);
  });

  it('when a rating is keyed by a skill id beyond the id range, answers 400 naming the ratings', async () => {
    const a = await arrange();

    const res = await a.save({}, { ratings: { '2147483648': 5 } });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Ann Lee (Team 1): ratings must be keyed by skill id.');
    expect(await a.teamCount()).toBe(0);
  });
});
