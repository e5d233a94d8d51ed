import express, { type Response, type Router } from 'express';
import path from 'node:path';
import { guideDir, renderGuidePage } from './render-guide.js';

const notFound = '<!doctype html><html lang="en"><title>Guide page not found</title><p>There is no such guide page. <a href="/guide/">All guides</a></p></html>';

/**
 * The guide with pictures at /guide/: each role's page rendered from docs/guide/*.md and its
 * images, served by the league's own server so it works on an install with no internet.
 */
export function createGuideRouter(dir = guideDir): Router {
  const router = express.Router({ strict: true });
  router.use('/images', express.static(path.join(dir, 'images'), { index: false, maxAge: '1h' }));
  router.use('/images', (_req, res) => {
    res.status(404).type('html').send(notFound);
  });
  const sendPage = (name: string, res: Response) => {
    const html = renderGuidePage(name, dir);
    res.status(html ? 200 : 404).type('html').send(html ?? notFound);
  };
  // Relative links (`coach`, `images/...`) need the index at /guide/, not /guide.
  router.get('/', (req, res) => {
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) return res.redirect(301, `${req.baseUrl}/`);
    sendPage('', res);
  });
  // `coach.md`, as the repository links it, is the same page as `coach`.
  router.get('/:page', (req, res) => sendPage(req.params.page.replace(/\.md$/, ''), res));
  return router;
}
