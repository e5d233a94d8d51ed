import { Router } from 'express';
import type { AppDeps } from '../../lib/deps.js';
import { buildOpenApiDocument, type OpenApiDocument } from './build-openapi.js';
import { renderDocsPage } from './render-docs-page.js';

/** /docs: the API described, as OpenAPI JSON and as a page; no sign-in, it holds no league data. */
export function createApiDocsRouter(_deps: AppDeps): Router {
  const router = Router();
  // Built on the first request: the document never changes while the server runs.
  let built: { document: OpenApiDocument; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApiDocument();
      built = { document, page: renderDocsPage(document) };
    }
    return built;
  };
  router.get('/openapi.json', (_req, res) => {
    res.json(docs().document);
  });
  router.get('/', (_req, res) => {
    res.type('html').send(docs().page);
  });
  return router;
}
