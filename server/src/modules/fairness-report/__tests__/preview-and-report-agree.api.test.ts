import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { previewAndSave } from '../../../testing/preview-and-save.js';
import { useTestApp } from '../../../testing/test-app.js';

const t = useTestApp();

// Ann and Bo ask for each other (mutual); Cy asks for Dee and Eve for Fay, who do not ask back (one-way).
// Team sizes differ: seven players on two teams.
const csv = [
  'name,shooting,requests',
  'Ann Lee,9,Bo Diaz',
  'Bo Diaz,8,Ann Lee',
  'Cy Park,2,Dee Fox',
  'Dee Fox,7,',
  'Eve Ito,5,Fay Ng',
  'Fay Ng,1,',
  'Gus Roy,4,',
].join('\n');

async function previewSaveAndReport(mutualOnly: boolean) {
  const { admin, division, results, summary } = await previewAndSave(t, csv, 2, {
    name_columns: JSON.stringify(['name']),
    request_column: 'requests',
    requests_mutual_only: String(mutualOnly),
    seed: '3',
  });
  const report = await request(t.app).get(`/api/divisions/${division.id}/fairness_report/`).set(admin.auth);
  expect(report.status).toBe(200);
  return { results, summary, report: report.body };
}

// A preview, a save and a report each: a busy machine (load 20 on two cores) took 60 s.
const throughSave = 120_000;

describe('the Create Teams preview and the fairness report count alike', () => {
  it('names every request pair mutual or one-way and compares teams of four and three by average, the same before and after saving', async () => {
    const { results, summary, report } = await previewSaveAndReport(false);

    expect(summary.requests.counts).toEqual(report.rules.requests);
    expect(report.rules.requests).toMatchObject({ mutual: { total: 1 }, one_way: { total: 2 } });
    const averages = results.map((team) => Math.round((team.composite_total / team.player_count) * 100) / 100);
    expect(report.strength).toMatchObject({ lowest_average: Math.min(...averages), highest_average: Math.max(...averages), smallest_team: 3, largest_team: 4 });
  }, throughSave);

  it('with mutual requests only, counts the mutual pairs as the report does', async () => {
    const { summary, report } = await previewSaveAndReport(true);

    expect((summary.requests.counts as { mutual: unknown }).mutual).toEqual(report.rules.requests.mutual);
    expect(summary.requests.counts).toMatchObject({ one_way: { total: 0 } });
  }, throughSave);
});
