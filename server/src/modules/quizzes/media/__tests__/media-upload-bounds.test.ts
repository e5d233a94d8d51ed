import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../../app.js';
import { loadConfig } from '../../../../config/env.js';
import { createLogger } from '../../../../lib/logger.js';
import { unique } from '../../../../testing/factories.js';
import { useTestApp } from '../../../../testing/test-app.js';
import { createQuizLeague, createQuizRow } from '../../__tests__/quiz-fixtures.js';
import { uploadFolder } from '../media-upload.js';
import { mp4Bytes, svgBytes, uploadMedia } from './media-samples.js';

const t = useTestApp();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function questionOfNewLeague() {
  const league = await createQuizLeague(t.db);
  const quiz = await createQuizRow(t.db, league.leagueId, { status: 'draft' });
  return { ...league, question: quiz.questions[0]! };
}

describe('media uploads go through a temporary file', () => {
  it('store a clip of several megabytes whole, byte for byte, and leave no temporary file behind, stored or refused', async () => {
    const { manager, question } = await questionOfNewLeague();
    const clip = mp4Bytes(2 * 1024 * 1024 + 12_345);

    const stored = await uploadMedia(t.app, manager.auth, question.id, clip, 'clip.mp4', 'A long clip');
    const refused = await uploadMedia(t.app, manager.auth, question.id, svgBytes, 'drawing.svg', 'A drawing');
    const served = await request(t.app).get(stored.body.url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

    expect([stored.status, refused.status]).toEqual([201, 400]);
    expect(stored.body.size).toBe(clip.length);
    expect(sha256(served.body as Buffer)).toBe(sha256(clip));
    expect(await t.db.questionMedia.findUniqueOrThrow({ where: { id: stored.body.id }, select: { sha256: true } })).toEqual({ sha256: sha256(clip) });
    await vi.waitFor(async () => expect(await readdir(uploadFolder())).toEqual([]));
  });
});

describe('parallel media uploads beyond the bound (MEDIA_UPLOADS_AT_ONCE=1)', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', RATE_LIMIT_PREFIX: unique('media-'), MEDIA_UPLOADS_AT_ONCE: '1' });
    server = createApp({ db: t.db, config, logger: createLogger('silent') }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answer 503 with Retry-After and a sentence while the slot is taken, store nothing, and take uploads again once it is free', async () => {
    const { manager, question } = await questionOfNewLeague();
    const clip = mp4Bytes(64 * 1024);
    const boundary = 'SlowBoundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt_text"\r\n\r\nA clip\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.mp4"\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // A phone on a slow network: half of its clip sent, the rest later.
    const slow = http.request({ port, method: 'POST', path: `/api/quizzes/questions/${question.id}/media/`, headers: { ...manager.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + clip.length + tail.length } });
    const slowStatus = new Promise<number>((resolve) => slow.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))));
    slow.write(Buffer.concat([head, clip.subarray(0, 1024)]));
    await vi.waitFor(async () => expect((await readdir(uploadFolder())).length).toBe(1));

    const send = (name: string) => request(server).post(`/api/quizzes/questions/${question.id}/media/`).set(manager.auth).field('alt_text', 'A clip').attach('file', mp4Bytes(), name);
    const refused = await send('other.mp4');
    slow.end(Buffer.concat([clip.subarray(1024), tail]));
    const slowAnswer = await slowStatus;
    const after = await send('later.mp4');

    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.body.error).toBe('Other pictures, sounds or clips are being uploaded right now (1 at once at most). Please try again in 10 seconds; nothing was uploaded.');
    expect([slowAnswer, after.status]).toEqual([201, 201]);
    expect((await t.db.questionMedia.findMany({ where: { questionId: question.id }, select: { originalName: true }, orderBy: { id: 'asc' } })).map((m) => m.originalName)).toEqual(['slow.mp4', 'later.mp4']);
  });
});
