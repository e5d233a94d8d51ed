import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

/** 12 players; the six strongest go to Lincoln, so a balance by strength alone would not spread them. */
const csv = ['Name,Shooting,School', ...Array.from({ length: 12 }, (_, i) => `Player ${i + 1},${i < 6 ? 9 - i / 10 : 3 + i / 10},${i < 6 ? 'Lincoln' : 'Roosevelt'}`)].join('\n');

async function post(fields: Record<string, string>) {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: 'shooting', weight: 1, normalizationFactor: 10 });
  const all: Record<string, string> = {
    league_id: String(admin.leagueId),
    division_id: String(division.id),
    number_of_teams: '3',
    skill_mapping: JSON.stringify({ [skill.id]: 'Shooting' }),
    selected_skills: JSON.stringify([skill.id]),
    name_columns: JSON.stringify(['Name']),
    seed: '7',
    ...fields,
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(admin.auth);
  for (const [key, value] of Object.entries(all)) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'players.csv', contentType: 'text/csv' });
}

type Team = { players: { name: string }[] };
const lincolnPerTeam = (teams: Team[]) => teams.map((team) => team.players.filter((p) => Number(p.name.split(' ')[1]) <= 6).length);

describe('POST /api/players/balanced_teams/ with a school limit', () => {
  it('puts at most max_per_school players of one school on each team', async () => {
    const res = await post({ school_column: 'School', max_per_school: '2' });

    expect(res.status).toBe(200);
    expect(lincolnPerTeam(res.body.data.results as Team[])).toEqual([2, 2, 2]);
  });

  it('answers 400 naming the school when it has more players than the teams can take', async () => {
    const res = await post({ school_column: 'School', max_per_school: '1' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('School "lincoln" has 6 players, more than 3 teams can take at 1 per team.');
  });

  it('answers 400 when a school column is chosen without the limit', async () => {
    const res = await post({ school_column: 'School' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Choose both the school column and the most players of one school per team, or neither.');
  });
});
