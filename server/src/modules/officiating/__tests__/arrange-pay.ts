import request from 'supertest';
import type { Express } from 'express';
import type { Db } from '../../../lib/db/database.js';
import { createDivision, createTeam } from '../../../testing/league-fixtures.js';
import { arrangeOfficiatedSeason, createCertifiedReferee } from './arrange-officials.js';

/**
 * The officiated season (U12: referee 30, umpire 20) with a second division, U14 (referee 45.50,
 * umpire 25), playing on 2026-10-10 and 2026-10-31, and two adult referees, Ada Adams and Ben Brown.
 */
export async function arrangePaySeason(app: Express, db: Db) {
  const a = await arrangeOfficiatedSeason(app, db);
  const u14 = await createDivision(db, a.leagueId, { seasonId: a.season.id, name: 'U14' });
  const [eagles, foxes] = await Promise.all(['Eagles', 'Foxes'].map((name) => createTeam(db, u14.id, a.leagueId, { name })));
  const u14Game = (date: string) => db.scheduleGame.create({
    data: {
      leagueId: a.leagueId, seasonId: a.season.id, divisionId: u14.id, homeTeamId: eagles!.id, awayTeamId: foxes!.id, venueId: a.venues.roosevelt.id,
      court: '1', date: new Date(`${date}T00:00:00Z`), startMinute: 660, endMinute: 750, status: 'published',
    },
  });
  const u14Games = [await u14Game('2026-10-10'), await u14Game('2026-10-31')];
  await request(app).put(`/api/divisions/${u14.id}/officiating/`).set(a.admin.auth).send({
    officials: [
      { role: 'referee', min_level_id: a.levels.regional.id, youth_allowed: false, fee: 45.5 },
      { role: 'umpire', min_level_id: a.levels.youth.id, youth_allowed: true, fee: 25 },
    ],
  }).expect(200);
  const ada = await createCertifiedReferee(db, a.leagueId, a.levels.national.id, { name: 'Ada Adams' });
  const ben = await createCertifiedReferee(db, a.leagueId, a.levels.national.id, { name: 'Ben Brown' });
  /** An assignment as the assignor's publication (or the referee's answer) left it. */
  const assign = (gameId: number, referee: { id: number }, role: 'referee' | 'umpire', status = 'published') =>
    db.officialAssignment.create({ data: { leagueId: a.leagueId, gameId, refereeId: referee.id, role, status, publishedById: a.admin.id } });
  return { ...a, u14, u14Games, ada, ben, assign };
}
