import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { BalanceSummaryDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

type Team = { players: { name: string; group: string | null }[] };

describe('POST /api/players/balanced_teams/ with a household column', () => {
  it('treats a household key held by one player as no group, and keeps a household of two as a group', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const skill = await createSkill(t.db, division.id, { name: 'shooting', weight: 1, normalizationFactor: 10 });
    const rows = Array.from({ length: 6 }, (_, i) => `Kid ${i},HH-${1000 + i},${i + 2}`);
    const csv = ['Player Name,Household,shooting', ...rows, 'Maya Chen,hh-2000,5', 'Leo Chen,HH-2000 ,6'].join('\n');

    let req = request(t.app).post('/api/players/balanced_teams/').set(admin.auth);
    const fields = {
      league_id: String(admin.leagueId),
      division_id: String(division.id),
      number_of_teams: '2',
      skill_mapping: JSON.stringify({ [skill.id]: skill.name }),
      selected_skills: JSON.stringify([skill.id]),
      seed: '7',
      name_columns: JSON.stringify(['Player Name']),
      group_column: 'Household',
    };
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    const res = await req.attach('file', Buffer.from(csv), { filename: 'export.csv', contentType: 'text/csv' });

    expect(res.status).toBe(200);
    const { results, summary } = res.body.data as { results: Team[]; summary: BalanceSummaryDto };
    const players = results.flatMap((team) => team.players);
    expect(players.filter((p) => p.name.startsWith('Kid')).map((p) => p.group)).toEqual([null, null, null, null, null, null]);
    expect(players.filter((p) => p.name.endsWith('Chen')).map((p) => p.group).sort()).toEqual(['HH-2000', 'hh-2000']);
    expect(summary.groups).toEqual({ count: 1, kept: 1 });
  });
});
