import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { BalancePreviewDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

const rows = Array.from({ length: 16 }, (_, i) => `Kid ${i},,${i === 3 ? 'Hawks' : ''},${i + 1}`);
const csv = ['Name,Family,Coach Team,shooting', 'Ann Fox,Fox,,9', 'Bo Fox,Fox,,2', 'Cy Fox,Fox,,5', 'Di Fox,Fox,,7', ...rows].join('\n');

describe('POST /api/players/balanced_teams/ with no skill selected', () => {
  it('keeps siblings together and locks on their team, and says the teams are random within the rules (no gap, no thirds)', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    await createSkill(t.db, division.id, { name: 'shooting', weight: 1, normalizationFactor: 10 });
    const fields = {
      league_id: String(admin.leagueId),
      division_id: String(division.id),
      number_of_teams: '4',
      skill_mapping: '{}',
      selected_skills: '[]',
      seed: '5',
      name_columns: JSON.stringify(['Name']),
      group_column: 'Family',
      lock_column: 'Coach Team',
    };
    let req = request(t.app).post('/api/players/balanced_teams/').set(admin.auth);
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);

    const res = await req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });

    expect(res.status).toBe(200);
    const { results, summary } = res.body.data as BalancePreviewDto;
    const teamOf = (name: string) => results.find((team) => team.players.some((p) => p.name === name))!.team_name;
    expect(new Set(['Ann Fox', 'Bo Fox', 'Cy Fox', 'Di Fox'].map(teamOf)).size).toBe(1);
    expect(teamOf('Kid 3')).toBe('Hawks');
    expect(summary.groups).toEqual({ count: 1, kept: 1 });
    expect(summary.skills_used).toBe(false);
    expect(summary.tiers.enabled).toBe(false);
    expect(results.map((team) => team.players.length).sort()).toEqual([5, 5, 5, 5]);
  });
});
