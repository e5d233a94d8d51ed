import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../../app.js';
import { createLogger } from '../../../lib/logger.js';
import type { TestContext } from '../../../testing/test-app.js';
import { arrangeOfficiatedSeason, createCertifiedReferee, giveSaturdays } from './arrange-officials.js';

/** The app on a clock of 30 September 2026, noon: every game of the arranged season is still to come. */
export function appBeforeTheSeason(t: TestContext, now = new Date('2026-09-30T12:00:00Z')): Express {
  return createApp({ db: t.db, config: t.config, logger: createLogger('silent'), clock: () => now });
}

/**
 * The arranged season (decision 0178) with self-assign allowed by its administrator, and four
 * adults free on Saturdays: Nia and Rob, Cody who coaches the Ants, Eve whose certificate ends on
 * 1 October. Nobody holds a place yet.
 */
export async function arrangeSelfAssign(app: Express, t: TestContext, allow = true) {
  const a = await arrangeOfficiatedSeason(app, t.db);
  const refs = {
    nia: await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Nia National' }),
    rob: await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Rob Regional' }),
    cody: await createCertifiedReferee(t.db, a.leagueId, a.levels.national.id, { name: 'Cody Coach' }),
    eve: await createCertifiedReferee(t.db, a.leagueId, a.levels.regional.id, { name: 'Eve Expiring', until: '2026-10-01' }),
  };
  for (const r of Object.values(refs)) await giveSaturdays(app, r);
  await request(app).put(`/api/referees/${refs.cody.id}/relations/`).set(a.admin.auth).send({ team_ids: [a.teams[0]!.id] }).expect(200);
  if (allow) await request(app).put(`/api/seasons/${a.season.id}/officials/settings/`).set(a.admin.auth).send({ self_assign: true }).expect(200);
  // The first Saturday: Ants vs Bees at Lincoln, 9:00; Crows vs Doves at Roosevelt, 9:00; Ants vs Crows at Lincoln, 20:00.
  const [lincoln9, roosevelt9, lincoln20] = a.games;
  return { a, refs, lincoln9: lincoln9!, roosevelt9: roosevelt9!, lincoln20: lincoln20! };
}

export const openGames = (app: Express, auth: Record<string, string>) => request(app).get('/api/referees/me/open-games/').set(auth);
export const takeGame = (app: Express, auth: Record<string, string>, body: object) => request(app).post('/api/referees/me/open-games/').set(auth).send(body);
