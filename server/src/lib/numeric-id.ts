import type { RequestHandler } from 'express';

/**
 * Express 5 paths take no regular expressions in parameters, so routes like `/:id/` put
 * this first: a non-numeric id skips the route, letting sibling routers that share the
 * prefix (e.g. /players/balanced_teams/) answer instead.
 */
export const numericId: RequestHandler = (req, _res, next) => {
  const id = req.params.id;
  if (typeof id === 'string' && /^\d{1,9}$/.test(id)) return next();
  next('route');
};
