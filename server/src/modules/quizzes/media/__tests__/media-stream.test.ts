import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';
import { mp4Bytes, pngBytes, uploadMedia } from './media-samples.js';

const t = useTestApp();
const clip = mp4Bytes(10_000);

/** A league whose active quiz's first question carries a 10,000-byte clip. */
async function clipOfNewLeague() {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { status: 'active' });
  const uploaded = await uploadMedia(t.app, league.manager.auth, quiz.questions[0]!.id, clip, 'block-charge.mp4', 'A block or a charge at the rim');
  return { ...league, quiz, media: uploaded.body as { id: number; url: string } };
}

/** supertest keeps the body of a video/* answer as bytes. */
const bytesOf = (res: request.Response) => Buffer.from(res.body as Buffer);
const get = (url: string) => request(t.app).get(url).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

describe('GET /api/quizzes/media/{id}/ with range requests', () => {
  it('answers the whole file without a Range, with its type, tag and byte ranges offered', async () => {
    const { media } = await clipOfNewLeague();

    const res = await get(media.url);

    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': '10000' });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(bytesOf(res).equals(clip)).toBe(true);
  });

  it.each([
    ['the first byte', 'bytes=0-0', 0, 0],
    ['a middle range', 'bytes=4000-4999', 4000, 4999],
    ['the last 500 bytes', 'bytes=-500', 9500, 9999],
    ['from a byte to the end', 'bytes=9990-', 9990, 9999],
    ['a range past the end, cut at the end', 'bytes=9000-20000', 9000, 9999],
  ])('answers %s with 206 and its Content-Range', async (_what, range, start, end) => {
    const { media } = await clipOfNewLeague();

    const res = await get(media.url).set('Range', range);

    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/10000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(bytesOf(res).equals(clip.subarray(start, end + 1))).toBe(true);
  });

  it('reads a clip larger than one 1 MB slice whole, and a range across the slice boundary', async () => {
    const { manager, quiz } = await clipOfNewLeague();
    const long = mp4Bytes(2_500_000);
    const uploaded = await uploadMedia(t.app, manager.auth, quiz.questions[1]!.id, long, 'long.mp4', 'A longer play');

    const whole = await get(uploaded.body.url);
    const across = await get(uploaded.body.url).set('Range', 'bytes=1048000-1049999');

    expect(whole.status).toBe(200);
    expect(bytesOf(whole).equals(long)).toBe(true);
    expect(across.status).toBe(206);
    expect(bytesOf(across).equals(long.subarray(1_048_000, 1_050_000))).toBe(true);
  });

  it('answers 416 with the size when no byte of the range exists', async () => {
    const { media } = await clipOfNewLeague();

    const res = await get(media.url).set('Range', 'bytes=10000-10010');

    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */10000');
  });

  it('answers the whole file for a Range it cannot read, and 304 for the tag it already has', async () => {
    const { media } = await clipOfNewLeague();
    const first = await get(media.url);

    const malformed = await get(media.url).set('Range', 'lines=1-2');
    const cached = await get(media.url).set('If-None-Match', first.headers.etag!);

    expect(malformed.status).toBe(200);
    expect(bytesOf(malformed)).toHaveLength(10_000);
    expect(cached.status).toBe(304);
  });

  it('opens only with its signature: none, a wrong one or another file id answer 404', async () => {
    const { media, manager } = await clipOfNewLeague();
    const other = await clipOfNewLeague();
    const signature = new URL(media.url, 'http://x').search;

    const unsigned = await request(t.app).get(`/api/quizzes/media/${media.id}/`).set(manager.auth);
    const tampered = await request(t.app).get(media.url.replace(/t=.{4}/, 't=AAAA'));
    const borrowed = await request(t.app).get(`/api/quizzes/media/${other.media.id}/${signature}`).set(manager.auth);

    expect([unsigned.status, tampered.status, borrowed.status]).toEqual([404, 404, 404]);
    expect(borrowed.body.error).toBe('Media file was not found.');
  });
});

describe('media on question responses', () => {
  it('gives a referee taking the quiz each question with its clip, whose link plays', async () => {
    const { quiz, referee } = await clipOfNewLeague();

    const started = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);
    const withClip = started.body.quiz.questions.find((q: { id: number }) => q.id === quiz.questions[0]!.id);
    const clipRes = await get(withClip.media[0].url).set('Range', 'bytes=0-0');

    expect(started.status).toBe(201);
    expect(withClip.media).toEqual([
      { id: expect.any(Number), kind: 'video', mime: 'video/mp4', alt_text: 'A block or a charge at the rim', url: expect.stringMatching(/^\/api\/quizzes\/media\/\d+\/\?e=/) },
    ]);
    expect(started.body.quiz.questions.filter((q: { media: unknown[] }) => q.media.length === 0)).toHaveLength(2);
    expect(clipRes.status).toBe(206);
  });

  it('gives a referee the clip again in the review after submitting', async () => {
    const { quiz, referee } = await clipOfNewLeague();
    const started = await request(t.app).post(`/api/quizzes/${quiz.id}/start/`).set(referee.auth);

    const submitted = await request(t.app).patch(`/api/quizzes/attempts/${started.body.attempt.id}/submit/`).set(referee.auth).send({ answers: {} });

    expect(submitted.status).toBe(200);
    const reviewed = submitted.body.detailed_results.find((r: { question_id: number }) => r.question_id === quiz.questions[0]!.id);
    expect(reviewed.media).toEqual([expect.objectContaining({ kind: 'video', alt_text: 'A block or a charge at the rim' })]);
    expect((await get(reviewed.media[0].url).set('Range', 'bytes=0-0')).status).toBe(206);
  });

  it("gives managers the media in the quiz and the bank, and another league's manager a 404 for the question", async () => {
    const { quiz, manager } = await clipOfNewLeague();
    const other = await createQuizLeague(t.db);
    await uploadMedia(t.app, manager.auth, quiz.questions[1]!.id, pngBytes, 'court.png', 'The court lines');

    const detail = await request(t.app).get(`/api/quizzes/${quiz.id}/`).set(manager.auth);
    const bank = await request(t.app).get('/api/quizzes/bank/').query({ quiz_id: quiz.id }).set(manager.auth);
    const foreign = await request(t.app).get(`/api/quizzes/bank/${quiz.questions[0]!.id}/`).set(other.manager.auth);

    expect(detail.body.questions.map((q: { media: { kind: string }[] }) => q.media.map((m) => m.kind))).toEqual([['video'], ['image'], []]);
    expect(bank.body.results.flatMap((q: { media: { kind: string }[] }) => q.media.map((m) => m.kind)).sort()).toEqual(['image', 'video']);
    expect(foreign.status).toBe(404);
  });
});
