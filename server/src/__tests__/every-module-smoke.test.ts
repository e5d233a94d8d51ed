import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories.js';
import { previewAndSave } from '../testing/preview-and-save.js';
import { useTestApp } from '../testing/test-app.js';

// CI runs this file on the embedded database after the whole suite ran on PostgreSQL: one pass
// through every module's reads and a few writes, so a query the embedded database answers
// differently (or a connection it cannot serve) is found without running every file twice.
const csv = ['name,shooting', ...Array.from({ length: 12 }, (_, i) => `Player ${i + 1},${(i % 10) + 1}`)].join('\n');

describe('every module answers on this database', () => {
  const t = useTestApp();

  it('a league admin forms teams, then reads every league-admin screen of that division', async () => {
    const { admin, division } = await previewAndSave(t, csv, 3);
    const get = (path: string) => request(t.app).get(`/api${path}`).set(admin.auth);

    const teams = await get(`/teams/?division=${division.id}`);
    expect(teams.status).toBe(200);
    expect(teams.body.count).toBe(3);
    const players = await get(`/players/?division=${division.id}`);
    expect(players.body.count).toBe(12);
    const firstPlayer = players.body.results[0].id as number;
    const firstTeam = teams.body.results[0].id as number;

    const reads = {
      seasons: await get('/seasons/'),
      divisions: await get('/divisions/'),
      skills: await get(`/skills/?division=${division.id}`),
      team: await get(`/teams/${firstTeam}/`),
      player: await get(`/players/${firstPlayer}/`),
      ratings: await get(`/player-skills/?player=${firstPlayer}`),
      trades: await get(`/players/${firstPlayer}/trade_candidates/`),
      participants: await get('/participants/?search=Player'),
      scales: await get(`/ratings/scales/?division_id=${division.id}`),
      history: await get(`/divisions/${division.id}/history/`),
      fairness: await get(`/divisions/${division.id}/fairness_report/`),
      publication: await get(`/divisions/${division.id}/publication/`),
      outbox: await get(`/divisions/${division.id}/outbox/`),
      evaluationDays: await get('/evaluations/'),
      calendars: await get(`/seasons/${division.seasonId}/calendars/`),
      stored: await get(`/players/balanced_teams/stored/?league_id=${admin.leagueId}&division_id=${division.id}`),
    };
    const failed = Object.entries(reads).filter(([, res]) => res.status !== 200).map(([name, res]) => `${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    expect(failed).toEqual([]);
    expect(reads.history.body.count).toBeGreaterThan(0);
  });

  it('a referee admin reads quizzes, levels, referees and certificates; a referee reads its profile', async () => {
    const manager = await createUser(t.db, { userType: 'referee_admin' });
    const referee = await createUser(t.db, { userType: 'referee', leagueId: manager.leagueId });
    const get = (path: string, auth = manager.auth) => request(t.app).get(`/api${path}`).set(auth);

    const reads = {
      quizzes: await get('/quizzes/'),
      levels: await get('/referees/certification_levels/'),
      referees: await get('/referees/list/'),
      certificates: await get('/referees/certificates/'),
      profile: await get('/referees/profile/', referee.auth),
      leagues: await request(t.app).get('/api/public/leagues/'),
    };

    const failed = Object.entries(reads).filter(([, res]) => res.status !== 200).map(([name, res]) => `${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    expect(failed).toEqual([]);
    expect(reads.profile.body.username).toBe(referee.username);
  });
});
