import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from '../lib/logger.js';
import { maskSecretUrl } from '../lib/mask-secret-url.js';
import { createAdminInNewLeague } from '../testing/factories.js';
import { useTestApp } from '../testing/test-app.js';

const t = useTestApp();
const hex64 = () => randomBytes(32).toString('hex');
const certificateCode = () => Array.from(randomBytes(26), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('');

describe('secret links in the server log (LOG_LEVEL=info)', () => {
  const logged: string[] = [];
  let app: Express;
  beforeAll(() => {
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { logged.push(chunk.toString()); done(); } });
    app = createApp({ db: t.db, config: t.config, logger: createLogger('info', false, sink) });
  });

  it('logs each request to a route that carries a key, token, code or signature with that part masked', async () => {
    const admin = await createAdminInNewLeague(t.db);
    const [ratingToken, rosterKey, draftKey, signature, calendarToken] = [hex64(), hex64(), randomBytes(24).toString('hex'), randomBytes(32).toString('base64url'), hex64()];
    const [publicCode, pdfCode, revokedCode] = [certificateCode(), certificateCode(), certificateCode()];
    const secrets = [ratingToken, rosterKey, draftKey, signature, publicCode, pdfCode, revokedCode, calendarToken];

    await request(app).get(`/api/coach-links/${ratingToken}/`);
    await request(app).post(`/api/coach-links/${ratingToken}/ratings/`).send({ player_id: 1, ratings: [] });
    await request(app).get(`/api/coach/${rosterKey}/`);
    await request(app).get(`/api/public/certificates/${publicCode}/`);
    await request(app).get(`/api/public/calendars/${calendarToken}.ics`);
    await request(app).get(`/api/public/schedules/${calendarToken}/`);
    await request(app).get(`/api/referees/certificates/${pdfCode}/pdf/`).set(admin.auth);
    await request(app).post(`/api/referees/certificates/${revokedCode}/revoke/`).set(admin.auth).send({ reason: 'test' });
    await request(app).get('/api/drafts/1/').query({ key: draftKey });
    await request(app).get('/api/drafts/1/events/').query({ key: draftKey });
    await request(app).get('/api/quizzes/media/1/').query({ e: '4102444800', t: signature });
    // Routing ignores letter case: so does the mask.
    await request(app).get(`/API/Coach-Links/${ratingToken}/`);
    await vi.waitFor(() => expect(logged.filter((line) => line.includes('request completed'))).toHaveLength(12));

    const text = logged.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    const urls = logged.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual([
      '/api/coach-links/[redacted]/',
      '/api/coach-links/[redacted]/ratings/',
      '/api/coach/[redacted]/',
      '/api/public/certificates/[redacted]/',
      '/api/public/calendars/[redacted]',
      '/api/public/schedules/[redacted]/',
      '/api/referees/certificates/[redacted]/pdf/',
      '/api/referees/certificates/[redacted]/revoke/',
      '/api/drafts/1/?key=[redacted]',
      '/api/drafts/1/events/?key=[redacted]',
      '/api/quizzes/media/1/?e=4102444800&t=[redacted]',
      '/API/Coach-Links/[redacted]/',
    ]);
  });

  it('masks the pages of the app that carry them too, and leaves every other path and parameter as it was', () => {
    expect(maskSecretUrl('/coach-ratings/abc123')).toBe('/coach-ratings/[redacted]');
    expect(maskSecretUrl('/coach/abc123')).toBe('/coach/[redacted]');
    expect(maskSecretUrl('/verify/ABCDEF')).toBe('/verify/[redacted]');
    expect(maskSecretUrl('/schedule/abc123')).toBe('/schedule/[redacted]');
    expect(maskSecretUrl('/draft/7?key=abc&x=1')).toBe('/draft/7?key=[redacted]&x=1');
    expect(maskSecretUrl('/api//coach-links//abc/')).toBe('/api//coach-links//[redacted]/');
    expect(maskSecretUrl('/api/drafts/1/?KEY=abc&key%5B%5D=def')).toBe('/api/drafts/1/?KEY=[redacted]&key%5B%5D=[redacted]');
    expect(maskSecretUrl('/api/players/?division=3&search=Ann')).toBe('/api/players/?division=3&search=Ann');
    expect(maskSecretUrl('/api/players/12/trade_candidates/?k=10')).toBe('/api/players/12/trade_candidates/?k=10');
    expect(maskSecretUrl('/api/referees/certificates/')).toBe('/api/referees/certificates/');
  });
});
