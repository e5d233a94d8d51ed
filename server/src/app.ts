import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './lib/deps.js';
import { createGuideRouter } from './lib/guide/guide-router.js';
import { maskSecretUrl } from './lib/mask-secret-url.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { refuseUnstorableText } from './middleware/refuse-unstorable-text.js';
import { apiModules } from './modules/index.js';

/** Builds the Express app without listening, so tests drive it with supertest. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        // MUI (emotion) injects <style> tags at run time.
        // upgrade-insecure-requests would break a plain-http install on a LAN address.
        directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
      },
    }),
  );
  app.use(
    pinoHttp({
      logger: deps.logger,
      // Routing ignores letter case, so /API/... is an API request too.
      autoLogging: { ignore: (req) => !req.url?.toLowerCase().startsWith('/api') },
      // One short line per request; headers (and the token in them) stay out of the logs, and so
      // do the keys and tokens some links carry in their path or query (decision 0106).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: maskSecretUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // A saved roster of the CSV limit (5000 players) is a few MB of JSON.
  app.use(express.json({ limit: '5mb' }));

  const api = express.Router();
  // Answers hold league data and tokens: no browser or proxy cache may keep a copy.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Before any route (and the login limits) reads a text: no NUL character reaches the database.
  api.use(refuseUnstorableText);
  api.get('/health/', (_req, res) => {
    res.json({ status: 'ok' });
  });
  for (const module of apiModules) api.use(module.prefix, module.create(deps));
  api.use(notFoundHandler);
  app.use('/api', api);
  // The guide with pictures (decision 0182), before the SPA's catch-all answers its paths.
  app.use('/guide', createGuideRouter());

  serveClient(app, deps.config.clientDistDir);
  app.use(errorHandler);
  return app;
}

/** The built SPA on the same port; unknown non-API paths get index.html (client-side routes). */
function serveClient(app: Express, distDir: string) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, (_req, res) => {
    res.sendFile(indexHtml);
  });
}
