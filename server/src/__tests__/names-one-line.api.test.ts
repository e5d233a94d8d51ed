import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../testing/factories.js';
import { createDivision } from '../testing/league-fixtures.js';
import { useTestApp } from '../testing/test-app.js';
import { importRegistrations } from '../modules/people/__tests__/people-support.js';
import { arrangeEvaluationDay, joinAs } from '../modules/evaluations/__tests__/arrange-evaluation.js';

const t = useTestApp();

// What the audit sent: a fake email line, a right-to-left override and a terminal colour.
const hostile = 'Ann\r\nBcc: all@example.org\u202E Lee\u001b[31m';
const cleaned = 'Ann Bcc: all@example.org Lee[31m';

describe('names are one line without control characters (decision 0111)', () => {
  it('a player, a team and its coach typed with line breaks, an override and ESC are stored as one clean line', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const player = await request(t.app).post('/api/players/').set(admin.auth).send({ name: hostile, division: division.id, league: admin.leagueId });
    const team = await request(t.app).post('/api/teams/').set(admin.auth).send({ name: `Hawks\t\u2066${hostile}`, coach: hostile, division: division.id, league: admin.leagueId });

    expect(player.status).toBe(201);
    expect((await t.db.player.findUniqueOrThrow({ where: { id: player.body.id } })).name).toBe(cleaned);
    expect(team.status).toBe(201);
    const stored = await t.db.team.findFirstOrThrow({ where: { divisionId: division.id } });
    expect([stored.name, stored.coach]).toEqual([`Hawks ${cleaned}`, cleaned]);
  });

  it('a name made only of control characters is a missing name: 400 with the field\'s sentence, nothing written', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);

    const res = await request(t.app).post('/api/players/').set(admin.auth).send({ name: '\r\n\u202E\u001b', division: division.id, league: admin.leagueId });

    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Player name is required\./);
    expect(await t.db.player.count({ where: { divisionId: division.id } })).toBe(0);
  });

  it('an evaluator joining and a new league\'s administrator are named in one clean line', async () => {
    const a = await arrangeEvaluationDay(t, 1);

    const ann = await joinAs(t, a, hostile);
    const registered = await request(t.app).post('/api/auth/register/').send({ league_name: `League ${process.pid}-${Date.now()}\u001b`, username: `fran${Date.now()}`, email: `fran${Date.now()}@example.org`, password: 'correct-horse-battery', first_name: hostile, last_name: 'Lee\u202E' });

    expect((await t.db.evaluator.findUniqueOrThrow({ where: { id: ann.evaluatorId } })).name).toBe(cleaned);
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ first_name: cleaned, last_name: 'Lee' });
    expect(registered.body.user.league_name).not.toContain('\u001b');
  });

  it('a registration spreadsheet\'s names and parents\' names lose their control characters on import', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const division = await createDivision(t.db, admin.leagueId);
    const csv = ['PlayerID,First Name,Last Name,Birthdate,Parent Name', 'R-1,"Mia\u202E","Park\u001b[0m",2016-03-07,"Jo\r\nPark"'].join('\n');

    const res = await importRegistrations(t, admin, division.id, csv);

    expect(res.status).toBe(200);
    const participant = await t.db.participant.findFirstOrThrow({ where: { leagueId: admin.leagueId } });
    expect([participant.name, participant.guardianNames]).toEqual(['Mia Park[0m', ['Jo Park']]);
  });
});
