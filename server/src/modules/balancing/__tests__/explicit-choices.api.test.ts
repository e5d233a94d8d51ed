import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createSkill } from '../../../testing/league-fixtures.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();
// The first preview starts the optimizer's worker thread, slow on a loaded machine.
const slow = 90_000;

// Twelve players in three regions of four: the North players are the strongest, the East the
// weakest, so region-pure teams are possible and each holds one third of the division.
const regions = ['N', 'S', 'E'] as const;
const rows = regions.flatMap((region, r) => Array.from({ length: 4 }, (_, i) => ({ name: `${region} Player ${i + 1}`, region, rating: 9 - 3 * r - i * 0.5 })));
const csvWith = (lock: (name: string) => string = () => '') =>
  ['name,shooting,region,lock', ...rows.map((p) => `${p.name},${p.rating},${p.region},${lock(p.name)}`)].join('\r\n');

async function arrange() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const shooting = await createSkill(t.db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  return { admin, division, shooting };
}

async function preview(fields: Record<string, string>, csv = csvWith()) {
  const a = await arrange();
  const all: Record<string, string> = {
    league_id: String(a.admin.leagueId),
    division_id: String(a.division.id),
    number_of_teams: '3',
    skill_mapping: JSON.stringify({ [a.shooting.id]: 'shooting' }),
    selected_skills: JSON.stringify([a.shooting.id]),
    seed: '7',
    region_column: 'region',
    ...fields,
  };
  let req = request(t.app).post('/api/players/balanced_teams/').set(a.admin.auth);
  for (const [key, value] of Object.entries(all)) req = req.field(key, value);
  return req.attach('file', Buffer.from(csv), { filename: 'players.csv', contentType: 'text/csv' });
}

type Team = { players: { region: string }[] };
const regionsPerTeam = (results: Team[]) => results.map((team) => new Set(team.players.map((p) => p.region)).size);

describe('An explicit choice beats a default: hard region grouping and thirds balance', () => {
  it('when regions can be kept apart, hard grouping gives region-pure teams although thirds are balanced by default', async () => {
    const res = await preview({ region_mode: 'hard' });

    expect(res.status).toBe(200);
    const { results, summary } = res.body.data;
    expect(regionsPerTeam(results)).toEqual([1, 1, 1]);
    expect(summary.region).toMatchObject({ mode: 'hard', total_penalty: 0 });
    expect(summary.tiers.enabled).toBe(false);
    expect(summary.warnings).toContain(
      'Keeping regions together ("hard" region grouping) came before balancing thirds, so thirds gave way: teams have 0 to 4 top-third players. Choose "soft" region grouping to balance thirds first.',
    );
  }, slow);

  it('when regions are soft, thirds balance still comes first and nothing is said to have given way', async () => {
    const res = await preview({ region_mode: 'soft', tier_balance: 'true' });

    expect(res.status).toBe(200);
    const { results, summary } = res.body.data;
    expect(summary.tiers.enabled).toBe(true);
    const counts = (results as { tier_counts: Record<string, number> }[]).map((team) => team.tier_counts);
    for (const third of ['top', 'middle', 'bottom']) {
      const perTeam = counts.map((c) => c[third]!);
      expect(Math.max(...perTeam) - Math.min(...perTeam)).toBeLessThanOrEqual(1);
    }
    expect(summary.warnings.filter((w: string) => w.includes('gave way'))).toEqual([]);
  }, slow);

  it('when locks the admin set split a region, the preview says hard region grouping gave way and to what', async () => {
    const locks = (name: string) => ({ 'N Player 1': 'Team 1', 'N Player 2': 'Team 2' })[name] ?? '';

    const res = await preview({ region_mode: 'hard', lock_column: 'lock' }, csvWith(locks));

    expect(res.status).toBe(200);
    const { summary } = res.body.data;
    expect(summary.region.total_penalty).toBeGreaterThan(0);
    expect(summary.warnings).toContainEqual(
      expect.stringMatching(/^"Hard" region grouping gave way for \d+ players?, who plays? outside their team's main region: team sizes within one of each other, locked players come first\.$/),
    );
  }, slow);
});
