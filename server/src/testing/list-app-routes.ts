import type { Express } from 'express';

// router 2.3's public listing (Express 5's router); @types/express does not declare it yet.
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: RouterListing;
}
interface RouterListing {
  listRoutes(): ListedRoute[];
}

/**
 * Every route the app answers under `/api`, as `GET /api/teams/{id}/`: the mounted routers walked
 * with their prefixes (modules/index.ts), path parameters written OpenAPI's way.
 */
export function listApiRoutes(app: Express): string[] {
  const top = (app.router as unknown as RouterListing).listRoutes();
  const api = top.find((entry) => entry.path === '/api' && entry.router);
  if (!api?.router) throw new Error('The app mounts no router at /api.');
  const routes: string[] = [];
  const walk = (router: RouterListing, prefix: string) => {
    for (const entry of router.listRoutes()) {
      if (typeof entry.path !== 'string') throw new Error(`A route under ${prefix} has a pattern (${String(entry.path)}), not a path: the document cannot name it.`);
      const path = prefix + (entry.router && entry.path === '/' ? '' : entry.path);
      if (entry.router) walk(entry.router, path);
      // HEAD comes with every GET; `*` (an .all() route) stays, so the document must name it.
      else for (const method of entry.methods ?? []) if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  };
  walk(api.router, '/api');
  return routes;
}
