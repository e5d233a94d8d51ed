import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';
import { mp3Bytes, mp4Bytes, pngBytes, svgBytes, uploadMedia, webmBytes } from './media-samples.js';

const t = useTestApp();

async function questionOfNewLeague() {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { status: 'draft' });
  return { ...league, quiz, question: quiz.questions[0]! };
}

describe('POST /api/quizzes/questions/{id}/media/', () => {
  it('stores a picture with its description and answers its signed link', async () => {
    const { manager, question } = await questionOfNewLeague();

    const res = await uploadMedia(t.app, manager.auth, question.id, pngBytes, 'signal.png', 'The referee signals travelling');

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'image', mime: 'image/png', size: pngBytes.length, alt_text: 'The referee signals travelling' });
    expect(res.body.url).toMatch(new RegExp(`^/api/quizzes/media/${res.body.id}/\\?e=\\d+&t=[\\w-]+$`));
    const stored = await t.db.questionMedia.findUniqueOrThrow({ where: { id: res.body.id }, select: { questionId: true, originalName: true, sha256: true } });
    expect(stored).toMatchObject({ questionId: question.id, originalName: 'signal.png' });
    expect(stored.sha256).toHaveLength(64);
  });

  it.each([
    ['clip.mp4', 'video', 'video/mp4', mp4Bytes()],
    ['clip.webm', 'video', 'video/webm', webmBytes],
    ['whistle.mp3', 'audio', 'audio/mpeg', mp3Bytes],
  ] as const)('reads %s as a %s (%s) from its bytes', async (name, kind, mime, bytes) => {
    const { manager, question } = await questionOfNewLeague();

    const res = await uploadMedia(t.app, manager.auth, question.id, bytes, name, 'A described file');

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind, mime });
  });

  it('refuses a clip without a description, and accepts a sound without one', async () => {
    const { manager, question } = await questionOfNewLeague();

    const clip = await uploadMedia(t.app, manager.auth, question.id, mp4Bytes(), 'clip.mp4');
    const sound = await uploadMedia(t.app, manager.auth, question.id, mp3Bytes, 'whistle.mp3');

    expect(clip.status).toBe(400);
    expect(clip.body.error).toBe('Describe the clip for people who cannot see it (the description field).');
    expect(sound.status).toBe(201);
    expect(await t.db.questionMedia.count({ where: { questionId: question.id } })).toBe(1);
  });

  it.each([
    ['an SVG picture', svgBytes, 'signal.svg'],
    ['a text file named .png', Buffer.from('not a picture at all'), 'signal.png'],
  ])('refuses %s: the bytes decide, not the name', async (_what, bytes, name) => {
    const { manager, question } = await questionOfNewLeague();

    const res = await uploadMedia(t.app, manager.auth, question.id, bytes, name, 'A picture');

    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'This file type cannot be used. A question can carry a PNG, JPEG, GIF or WebP picture, an MP3 or OGG sound, or an MP4 or WebM clip.',
    );
    expect(await t.db.questionMedia.count({ where: { questionId: question.id } })).toBe(0);
  });

  it("refuses a file over the league's limit with a sentence naming it", async () => {
    const { manager, question } = await questionOfNewLeague();
    await request(t.app).put('/api/quizzes/media_settings/').set(manager.auth).send({ max_media_mb: 1 }).expect(200);

    const res = await uploadMedia(t.app, manager.auth, question.id, mp4Bytes(1024 * 1024 + 1), 'long.mp4', 'A long clip');

    expect(res.status).toBe(413);
    expect(res.body.error).toBe(
      "The file is larger than 1 MB, this league's limit for a question's picture, sound or clip. Use a shorter or smaller file, or ask the league administrator to raise the limit.",
    );
    expect(await t.db.questionMedia.count({ where: { questionId: question.id } })).toBe(0);
  });

  it('answers 404 for a question of another league and 403 for a referee', async () => {
    const { question } = await questionOfNewLeague();
    const other = await createQuizLeague(t.db);

    const foreign = await uploadMedia(t.app, other.manager.auth, question.id, pngBytes, 'a.png', 'A picture');
    const referee = await uploadMedia(t.app, other.referee.auth, question.id, pngBytes, 'a.png', 'A picture');

    expect(foreign.status).toBe(404);
    expect(referee.status).toBe(403);
    expect(await t.db.questionMedia.count({ where: { questionId: question.id } })).toBe(0);
  });

  it('asks for a file when none is sent', async () => {
    const { manager, question } = await questionOfNewLeague();

    const res = await request(t.app).post(`/api/quizzes/questions/${question.id}/media/`).set(manager.auth).field('alt_text', 'x');

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Choose a picture, sound or clip to add to the question.');
  });
});

describe('media settings and deletion', () => {
  it('starts at 50 MB and keeps what the admin sets, per league', async () => {
    const { manager } = await createQuizLeague(t.db);
    const other = await createQuizLeague(t.db);

    const before = await request(t.app).get('/api/quizzes/media_settings/').set(manager.auth);
    const saved = await request(t.app).put('/api/quizzes/media_settings/').set(manager.auth).send({ max_media_mb: 120 });
    const otherLeague = await request(t.app).get('/api/quizzes/media_settings/').set(other.manager.auth);

    expect(before.body).toEqual({ max_media_mb: 50 });
    expect(saved.body).toEqual({ max_media_mb: 120 });
    expect(otherLeague.body).toEqual({ max_media_mb: 50 });
  });

  it('refuses a limit out of range with a sentence', async () => {
    const { manager } = await createQuizLeague(t.db);

    const res = await request(t.app).put('/api/quizzes/media_settings/').set(manager.auth).send({ max_media_mb: 0 });

    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The size limit must be at least 1 MB.');
  });

  it("deletes a file of the league and answers 404 for another league's", async () => {
    const { manager, question } = await questionOfNewLeague();
    const other = await createQuizLeague(t.db);
    const uploaded = await uploadMedia(t.app, manager.auth, question.id, pngBytes, 'a.png', 'A picture');

    const foreign = await request(t.app).delete(`/api/quizzes/media/${uploaded.body.id}/`).set(other.manager.auth);
    const own = await request(t.app).delete(`/api/quizzes/media/${uploaded.body.id}/`).set(manager.auth);

    expect(foreign.status).toBe(404);
    expect(own.status).toBe(204);
    expect(await t.db.questionMedia.count({ where: { id: uploaded.body.id } })).toBe(0);
  });
});
