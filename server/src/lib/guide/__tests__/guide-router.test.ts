import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';

// The product's Help menu opens /guide/<role>: the league's own server answers it, pictures
// included, with nothing fetched from the internet.
const t = useTestApp();

describe('GET /guide/', () => {
  it("answers a role's page as HTML whose pictures and links the same server answers", async () => {
    const res = await request(t.app).get('/guide/league-admin');

    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('<h1>Guide for league administrators</h1>');
    const images = [...res.text.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)];
    expect(images.length).toBeGreaterThan(5);
    expect(res.text).not.toMatch(/(src|href)="https?:/);
    const picture = await request(t.app).get(`/guide/${images[0]![1]}`);
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/jpeg');
  });

  it('answers the index at /guide/ with a link to each role page, which answers too', async () => {
    const redirect = await request(t.app).get('/guide');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/guide/');

    const index = await request(t.app).get('/guide/');
    const links = [...index.text.matchAll(/<a href="([a-z-]+)">/g)].map((m) => m[1]!);
    expect(links).toEqual(['league-admin', 'evaluation-volunteer', 'coach', 'referee', 'referee-admin']);
    for (const link of links) expect((await request(t.app).get(`/guide/${link}`)).status).toBe(200);
  });

  it('answers 404 for a page or a picture that is not in the guide, and never a file outside it', async () => {
    for (const path of ['/guide/no-such-role', '/guide/images/no-such.jpg', '/guide/..%2F..%2FREADME', '/guide/images/..%2F..%2Fconventions.md']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('There is no such guide page.');
    }
  });
});
