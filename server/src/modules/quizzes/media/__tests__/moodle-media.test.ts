import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague } from '../../__tests__/quiz-fixtures.js';
import { pngBytes } from './media-samples.js';

const t = useTestApp();
const fixture = readFileSync(new URL('./fixtures/signals-with-pictures.xml', import.meta.url));

const importFile = (auth: Record<string, string>, body: Buffer, name = 'signals.xml') =>
  request(t.app).post('/api/quizzes/import/').set(auth).attach('file', body, name);

async function importedLeague() {
  const league = await createQuizLeague(t.db);
  const res = await importFile(league.manager.auth, fixture);
  const questions = await t.db.question.findMany({ where: { leagueId: league.leagueId }, orderBy: { id: 'asc' }, include: { media: { select: { mime: true, altText: true, originalName: true, sha256: true } } } });
  return { ...league, res, questions };
}

describe('Moodle XML pictures in the media store', () => {
  it("keeps an embedded picture as the question's media, with its description, and the text without the file reference", async () => {
    const { res, questions } = await importedLeague();

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 2, media_stored: 1 });
    expect(questions[0]!.questionText).toBe('Does this signal mean travelling?');
    expect(questions[0]!.media).toEqual([
      { mime: 'image/png', altText: 'Referee rolls both fists', originalName: 'travelling signal.png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('keeps a picture on another site and a link as links in the text, and names each thing not kept in the report', async () => {
    const { res, questions } = await importedLeague();

    expect(questions[1]!.questionText).toContain('Picture: https://example.org/technical.png');
    expect(questions[1]!.questionText).toContain('the rules (https://fiba.basketball/rules)');
    expect(questions[1]!.media).toEqual([]);
    expect(res.body.warnings).toEqual([
      { index: 2, title: 'Signal from the web', message: 'Its picture at https://example.org/technical.png is on another site: it was kept as a link in the question text, not stored here.' },
      {
        index: 2,
        title: 'Signal from the web',
        message: 'Its file "drawing.svg" was dropped: only PNG, JPEG, GIF and WebP pictures, MP3 and OGG sounds and MP4 and WebM clips can be kept.',
      },
    ]);
  });

  it('writes the picture back into a Moodle XML export, and that export imports with the same picture', async () => {
    const { manager, questions } = await importedLeague();
    const other = await createQuizLeague(t.db);

    const exported = await request(t.app).get('/api/quizzes/bank/export/').query({ format: 'moodle_xml' }).set(manager.auth);
    const again = await importFile(other.manager.auth, Buffer.from(exported.text));
    const copy = await t.db.question.findFirstOrThrow({ where: { leagueId: other.leagueId, questionText: questions[0]!.questionText }, include: { media: true } });

    expect(exported.text).toContain('@@PLUGINFILE@@/travelling%20signal.png');
    expect(exported.text).toContain(`<file name="travelling signal.png" path="/" encoding="base64">${pngBytes.toString('base64')}</file>`);
    expect(again.body).toMatchObject({ imported: 2, media_stored: 1 });
    expect(copy.media).toHaveLength(1);
    expect(copy.media[0]).toMatchObject({ altText: 'Referee rolls both fists', sha256: questions[0]!.media[0]!.sha256 });
  });

  it('says in a GIFT export which questions lost their pictures, in the file and a header', async () => {
    const { manager } = await importedLeague();

    const exported = await request(t.app).get('/api/quizzes/bank/export/').query({ format: 'gift' }).set(manager.auth);

    expect(exported.headers['x-export-media-dropped']).toBe('1');
    expect(exported.text).toMatch(/^\/\/ 1 question\(s\) carry pictures, sounds or clips that GIFT cannot hold; they were left out\.\n/);
    expect(exported.text).toContain('//   Does this signal mean travelling? (travelling signal.png)');
  });

  it('counts the media a preview would store, and stores nothing', async () => {
    const { manager, leagueId } = await createQuizLeague(t.db);

    const res = await request(t.app).post('/api/quizzes/import/').set(manager.auth).field('preview', 'true').attach('file', fixture, 'signals.xml');

    expect(res.body).toMatchObject({ preview: true, imported: 2, media_stored: 1 });
    expect(await t.db.questionMedia.count({ where: { leagueId } })).toBe(0);
  });
});
