import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { arrangeSkilledDivision, divisionFields, postBalancePreview } from '../../../testing/balance-preview.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

type PreviewTeam = { team_name: string; players: Record<string, unknown>[] };

async function previewCsv(csv: string) {
  const a = await arrangeSkilledDivision(t, 'shooting', 'shooting');
  const res = await postBalancePreview(t, a, { ...divisionFields(a), number_of_teams: '2', seed: '7', name_columns: JSON.stringify(['Player Name']), email_column: 'Email' }, csv, 'export.csv');
  return { admin: a.admin, division: a.division, res };
}

describe('internationalised email addresses from a registration file', () => {
  it('saves a preview whose player has an address with ü in it, as the preview showed it', async () => {
    const csv = ['Player Name,Email,shooting', 'Katrin Müller,katrin.müllerfamily@gmail.com,6', 'José Ruiz,josé@correo.españa.es,4', 'Ann Lee,ann@example.org,5', 'Bo Diaz,,3'].join('\n');
    const { admin, division, res } = await previewCsv(csv);
    expect(res.status).toBe(200);
    const teams = res.body.data.results as PreviewTeam[];

    const save = await request(t.app)
      .post('/api/players/persist_teams/')
      .set(admin.auth)
      .send({ league_id: admin.leagueId, division_id: division.id, teams: teams.map((team) => ({ team_name: team.team_name, players: team.players })) });

    expect(save.status).toBe(201);
    const katrin = await t.db.player.findFirstOrThrow({ where: { divisionId: division.id, name: 'Katrin Müller' } });
    expect(katrin.email).toBe('katrin.müllerfamily@gmail.com');
  });

  it('names the player, team and field when saving refuses an address', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const save = await request(t.app)
      .post('/api/players/persist_teams/')
      .set(admin.auth)
      .send({ league_id: admin.leagueId, division_id: division.id, teams: [{ team_name: 'Team 1', players: [{ name: 'Ann Lee' }] }, { team_name: 'Team 2', players: [{ name: 'Katrin Müller', email: 'katrin@@gmail' }] }] });

    expect(save.status).toBe(400);
    expect(save.body.error).toMatch(/^Katrin Müller \(Team 2\): email: Enter a valid email address/);
  });
});
