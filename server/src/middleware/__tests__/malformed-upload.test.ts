import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAdminInNewLeague } from '../../testing/factories.js';
import { createDivision } from '../../testing/league-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { createQuizRow } from '../../modules/quizzes/__tests__/quiz-fixtures.js';

const t = useTestApp();
const boundary = 'LeagueBoundary';

// Bodies a browser never sends but a broken client or a hostile one can: the parser refuses them.
const malformedBodies = {
  'a NUL in the file name': `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster\u0000.csv"\r\nContent-Type: text/csv\r\n\r\nname\r\nAnn\r\n--${boundary}--\r\n`,
  'a part header line without a colon': `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.csv"\r\nThis line has no colon\r\n\r\nname\r\nAnn\r\n--${boundary}--\r\n`,
  'a form cut off before its end': `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.csv"\r\n\r\nname\r\nAnn`,
};

/** The league's five upload routes, each with what it would have written. */
async function uploadRoutes() {
  const admin = await createAdminInNewLeague(t.db);
  const division = await createDivision(t.db, admin.leagueId);
  const quiz = await createQuizRow(t.db, admin.leagueId, { status: 'draft' });
  const written = async () => ({
    players: await t.db.player.count({ where: { leagueId: admin.leagueId } }),
    ratingEntries: await t.db.ratingEntry.count({ where: { leagueId: admin.leagueId } }),
    questions: await t.db.question.count({ where: { leagueId: admin.leagueId } }),
    media: await t.db.questionMedia.count({ where: { leagueId: admin.leagueId } }),
  });
  const paths = ['/api/players/balanced_teams/', '/api/players/import/', '/api/ratings/import/', '/api/quizzes/import/', `/api/quizzes/questions/${quiz.questions[0]!.id}/media/`];
  return { admin, division, paths, written };
}

describe('a malformed multipart upload', () => {
  it.each(Object.entries(malformedBodies))('with %s answers 400 with a sentence on every upload route and writes nothing', async (_what, body) => {
    const { admin, paths, written } = await uploadRoutes();
    const before = await written();

    const answers = [];
    for (const path of paths) {
      answers.push(await request(t.app).post(path).set(admin.auth).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(Buffer.from(body, 'latin1')));
    }

    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'malformed_upload', details: { field: 'file' } });
      expect(res.body.error).toMatch(/^The upload could not be read: its form data is not well formed \(.+\)\. Choose the file again and send it from the form\.$/);
    }
    expect(await written()).toEqual(before);
  });

  it('names what is wrong: a header line without a colon is a malformed part header', async () => {
    const { admin, division } = await uploadRoutes();

    const res = await request(t.app).post('/api/players/import/').set(admin.auth).set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="division_id"\r\nno colon here\r\n\r\n${division.id}\r\n--${boundary}--\r\n`));

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('(malformed part header)');
  });

  it('without a boundary in its content type answers 400 too', async () => {
    const { admin } = await uploadRoutes();

    const res = await request(t.app).post('/api/players/import/').set(admin.auth).set('Content-Type', 'multipart/form-data').send('name\r\nAnn');

    expect(res.status).toBe(400);
    expect(res.body.error).toContain('(multipart: boundary not found)');
  });
});
