import request from 'supertest';
import type { Express } from 'express';
import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague, unique } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSeason } from '../../../testing/league-fixtures.js';

/** Four Saturdays at two gyms: Lincoln with two courts, Roosevelt with one, 9:00 to 13:00. */
export const gymTimeCsv = [
  'venue,court,date,start,end,address',
  ...['2026-10-03', '2026-10-10', '2026-10-17', '2026-10-24'].flatMap((date) => [
    `Lincoln,1,${date},9:00,13:00,12 Elm St`,
    `Lincoln,2,${date},9:00,13:00,12 Elm St`,
    `Roosevelt,1,${date},9:00,13:00,400 Oak Ave`,
  ]),
].join('\n');

export function uploadGymTime(app: Express, auth: Record<string, string>, seasonId: number, csv: string) {
  return request(app).post(`/api/seasons/${seasonId}/gym_time/`).set(auth).attach('file', Buffer.from(csv), { filename: 'gym.csv', contentType: 'text/csv' });
}

async function addChild(db: Db, division: { id: number; leagueId: number }, teamId: number, householdId: number | null, parentEmail: string) {
  const player = await createPlayer(db, division, { name: unique('Kid '), teamId });
  await db.participant.update({ where: { id: player.participantId! }, data: { emails: [parentEmail], guardianNames: [unique('Parent ')], householdId } });
  return player;
}

/**
 * A season with U8 and U12, four teams each, every team with a coach who has an address (one
 * coach has a team in each division); three households with a child in each division, and a
 * child with no sibling on the fourth team of each division.
 */
export async function arrangeSeason(db: Db, leagueId: number) {
  const season = await createSeason(db, leagueId);
  const u8 = await createDivision(db, leagueId, { seasonId: season.id, name: 'U8' });
  const u12 = await createDivision(db, leagueId, { seasonId: season.id, name: 'U12' });
  const sharedCoach = `${unique('coach-')}@example.org`;
  const teams = [];
  for (const [division, names] of [[u8, ['Ants', 'Bees', 'Crows', 'Doves']], [u12, ['Eagles', 'Foxes', 'Geckos', 'Herons']]] as const) {
    for (const name of names) {
      const coachEmail = name === 'Bees' || name === 'Foxes' ? sharedCoach : `${unique('coach-')}@example.org`;
      teams.push(await db.team.create({ data: { name, coach: `Coach ${name}`, coachEmail, divisionId: division.id, leagueId } }));
    }
  }
  const [u8Teams, u12Teams] = [teams.slice(0, 4), teams.slice(4)];
  const households = [];
  for (let h = 0; h < 3; h++) {
    const household = await db.household.create({ data: { leagueId, name: unique('Household ') } });
    const email = `${unique('family-')}@example.org`;
    await addChild(db, u8, u8Teams[h]!.id, household.id, email);
    await addChild(db, u12, u12Teams[h]!.id, household.id, email);
    households.push({ id: household.id, email, teamIds: [u8Teams[h]!.id, u12Teams[h]!.id] });
  }
  const singles = [];
  for (const [division, team] of [[u8, u8Teams[3]!], [u12, u12Teams[3]!]] as const) {
    const email = `${unique('single-')}@example.org`;
    await addChild(db, division, team.id, null, email);
    singles.push({ email, teamId: team.id });
  }
  return { season, u8, u12, teams, households, singles, sharedCoach };
}

export const twoDivisions = (a: { u8: { id: number }; u12: { id: number } }, dryRun = false) => ({
  divisions: [
    { division_id: a.u8.id, games_per_team: 3, game_minutes: 50, latest: '11:00' },
    { division_id: a.u12.id, games_per_team: 3, game_minutes: 60 },
  ],
  dry_run: dryRun,
});

/** A new league's administrator with `arrangeSeason` and its four Saturdays of gym time uploaded. */
export async function arrangeSeasonWithGymTime(test: { db: Db; app: Express }) {
  const admin = await createAdminInNewLeague(test.db);
  const a = await arrangeSeason(test.db, admin.leagueId);
  await uploadGymTime(test.app, admin.auth, a.season.id, gymTimeCsv);
  const team = (name: string) => a.teams.find((x) => x.name === name)!;
  return { admin, ...a, team };
}
