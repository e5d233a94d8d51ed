import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { BalancePreviewDto } from '@league/contract';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';

// Issue 23, decision 0034: one gender vocabulary. "M", "Male" and "m" are one gender, the
// admin says what a value we do not know means, and the summary's "kept" is measured on the teams.

const t = useTestApp();

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const skill = await createSkill(t.db, division.id, { name: 'Skill', weight: 1, normalizationFactor: 10 });
  return { admin, division, skill };
}
type Arranged = Awaited<ReturnType<typeof arrange>>;

/** A file of players named P1..Pn with the given genders, ratings spread over 1-9.4 (and a sibling column). */
function csvOf(genders: string[], groups: string[] = []): string {
  const rows = genders.map((gender, i) => `P${i + 1},${gender},${1 + ((i * 7) % 9) + ((i * 13) % 5) / 10},${groups[i] ?? ''}`);
  return ['Name,Gender,Skill,Family', ...rows].join('\n');
}

function balance(a: Arranged, csv: string, fields: Record<string, string> = {}) {
  const all: Record<string, string> = {
    league_id: String(a.admin.leagueId),
    division_id: String(a.division.id),
    number_of_teams: '2',
    skill_mapping: JSON.stringify({ [a.skill.id]: 'Skill' }),
    selected_skills: JSON.stringify([a.skill.id]),
    name_columns: JSON.stringify(['Name']),
    gender_column: 'Gender',
    seed: '1',
    ...fields,
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(a.admin.auth);
  for (const [key, value] of Object.entries(all)) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'players.csv', contentType: 'text/csv' });
}

const difference = (counts: number[]) => Math.max(...counts) - Math.min(...counts);

describe('one gender vocabulary in balancing (issue 23)', () => {
  it('balances "M", "Male", "m", "F", "female" and "Girl" as boys and girls: within one on every seed, and the summary says kept', async () => {
    const a = await arrange();
    // Compared as typed, every spelling was even on its own while one team got 3 boys and another 1 (every seed we tried).
    const genders = ['M', 'Girl', 'm', 'F', 'Male', 'female', 'female', 'M', 'Girl', 'm', 'F', 'Male'];
    const csv = csvOf(genders);
    const isBoy = (name: string) => ['m', 'male'].includes(genders[Number(name.slice(1)) - 1]!.toLowerCase());

    const uneven: string[] = [];
    for (let seed = 1; seed <= 4; seed++) {
      const res = await balance(a, csv, { seed: String(seed), number_of_teams: '3' });

      expect(res.status).toBe(200);
      const preview = res.body.data as BalancePreviewDto;
      const boys = preview.results.map((team) => team.players.filter((p) => isBoy(p.name)).length);
      const girls = preview.results.map((team) => team.players.filter((p) => !isBoy(p.name)).length);
      if (Math.max(difference(boys), difference(girls)) > 1) uneven.push(`seed ${seed}: boys ${boys.join('/')}, girls ${girls.join('/')}`);
      expect(preview.results.map((team) => team.gender_counts)).toEqual(preview.results.map((_, i) => ({ M: boys[i], F: girls[i] })));
      expect(preview.summary.gender).toMatchObject({ kept: true, max_difference: Math.max(difference(boys), difference(girls)), unknown_values: [] });
    }
    expect(uneven).toEqual([]);
  });

  it('lists a value it does not know with its rows, balances those players as not given, and counts them once the admin maps it', async () => {
    const a = await arrange();
    const csv = csvOf(['Boy?', 'F', 'M', 'F', 'boy?', 'M', 'F', 'M']);

    const unmapped = await balance(a, csv);

    expect(unmapped.status).toBe(200);
    const first = unmapped.body.data as BalancePreviewDto;
    expect(first.summary.gender.unknown_values).toEqual([{ value: 'Boy?', count: 2, rows: [2, 6], mapped_to: null }]);
    expect(first.results.flatMap((team) => team.players).filter((p) => p.gender === null).map((p) => p.name).sort()).toEqual(['P1', 'P5']);
    expect(first.summary.warnings).toContain(
      'Rows 2 (P1) and 6 (P5): the gender "Boy?" is not one we know, so these players were balanced as if no gender was given. Choose what it means under "Genders we did not recognise" and balance again.',
    );

    const mapped = await balance(a, csv, { gender_mapping: JSON.stringify({ 'Boy?': 'M' }) });

    expect(mapped.status).toBe(200);
    const second = mapped.body.data as BalancePreviewDto;
    expect(second.summary.gender.unknown_values).toEqual([{ value: 'Boy?', count: 2, rows: [2, 6], mapped_to: 'M' }]);
    expect(second.results.reduce((sum, team) => sum + (team.gender_counts.M ?? 0), 0)).toBe(5);
    expect(second.summary.gender.kept).toBe(true);
    expect(second.summary.warnings.some((w) => w.includes('Boy?'))).toBe(false);
  });

  it('says gender was not kept, and by how much, when a sibling group makes it impossible', async () => {
    const a = await arrange();
    // Four sisters must play together: one team gets all four girls.
    const csv = csvOf(['F', 'F', 'F', 'F', 'M', 'M', 'M', 'M'], ['Lee', 'Lee', 'Lee', 'Lee']);

    const res = await balance(a, csv, { group_column: 'Family' });

    expect(res.status).toBe(200);
    const { summary } = res.body.data as BalancePreviewDto;
    expect(summary.gender).toMatchObject({ kept: false, max_difference: 4, widest: { gender: 'F', most: { count: 4 }, fewest: { count: 0 } } });
  });

  it('refuses a gender_mapping to a value outside the vocabulary', async () => {
    const a = await arrange();

    const res = await balance(a, csvOf(['F', 'M']), { gender_mapping: JSON.stringify({ 'Boy?': 'boy' }) });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/gender_mapping/);
  });
});

describe('stored genders are codes of the one vocabulary (issue 23)', () => {
  it('persist_teams stores "Male" as M and refuses a value it does not know', async () => {
    const a = await arrange();
    const team = (gender: string) => ({ league_id: a.admin.leagueId, division_id: a.division.id, teams: [{ team_name: 'Team 1', players: [{ name: 'Ann Lee', gender }] }] });

    const saved = await request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send(team('Male'));
    const refused = await request(t.app).post('/api/players/persist_teams/').set(a.admin.auth).send({ ...team('Boy?'), replace: true });

    expect(saved.status).toBe(201);
    const ann = await t.db.player.findFirstOrThrow({ where: { divisionId: a.division.id, name: 'Ann Lee' } });
    expect(ann.additionalData).toMatchObject({ gender: 'M' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('"Boy?" is not a gender we know.');
  });

  it('adding a player stores its gender as a code, from the gender field or additional_data', async () => {
    const a = await arrange();
    const add = (fields: object) => request(t.app).post('/api/players/').set(a.admin.auth).send({ name: 'Cy Park', division: a.division.id, ...fields });

    const byField = await add({ gender: 'girl' });
    const byData = await add({ additional_data: { gender: ' Female ', School: 'Lincoln' } });
    const refused = await add({ additional_data: { gender: 'Boy?' } });

    expect(byField.status).toBe(201);
    expect(byField.body.gender).toBe('F');
    expect(byField.body.additional_data.gender).toBe('F');
    expect(byData.status).toBe(201);
    expect(byData.body.additional_data).toEqual({ gender: 'F', School: 'Lincoln' });
    expect(refused.status).toBe(400);
  });

  it('reads a value stored before the vocabulary ("Male") as its code, and one it cannot place as not given', async () => {
    const a = await arrange();
    await createPlayer(t.db, a.division, { name: 'Old Male', additionalData: { gender: 'Male' } });
    await createPlayer(t.db, a.division, { name: 'Old Odd', additionalData: { gender: 'Boy?' } });

    const list = await request(t.app).get('/api/players/').query({ division: a.division.id }).set(a.admin.auth);

    expect(list.status).toBe(200);
    const genderOf = (name: string) => list.body.results.find((p: { name: string }) => p.name === name).gender;
    expect(genderOf('Old Male')).toBe('M');
    expect(genderOf('Old Odd')).toBeNull();
  });
});

describe('the fairness report measures gender on the saved teams (issue 23)', () => {
  it('reads stored "Male", "M" and "boy" as one gender and says "not kept" with the figure', async () => {
    const league = await arrangeLeague(t.db);
    const { teamA, teamB, addPlayer } = league;
    await addPlayer('Al', 5, teamA.id, { additionalData: { gender: 'Male' } });
    await addPlayer('Bo', 5, teamA.id, { additionalData: { gender: 'M' } });
    await addPlayer('Cy', 5, teamA.id, { additionalData: { gender: 'boy' } });
    await addPlayer('Di', 5, teamB.id, { additionalData: { gender: 'F' } });
    await addPlayer('Ed', 5, teamB.id, { additionalData: { gender: 'F' } });
    await addPlayer('Fe', 5, teamB.id, { additionalData: { gender: 'Female' } });

    const res = await request(t.app).get(`/api/divisions/${league.division.id}/fairness_report/`).set(league.admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.gender).toEqual({
      kept: false,
      max_difference: 3,
      genders: ['F', 'M'],
      widest: { gender: 'F', most: { team_name: 'Bravo', count: 3 }, fewest: { team_name: 'Alpha', count: 0 } },
    });
  });
});
