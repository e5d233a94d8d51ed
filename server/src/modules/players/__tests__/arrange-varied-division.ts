import type { Db } from '../../../lib/db/database.js';
import { createAdminInNewLeague } from '../../../testing/factories.js';
import { createDivision, createPlayer, createSkill, createTeam } from '../../../testing/league-fixtures.js';

/**
 * A division whose players carry every kind of stored value the list answers read: heights in
 * the column, in additional_data (as text) or nowhere; regions by code, by name and unknown;
 * conflicts; kept rules; odd additional_data (a list, nested values, unicode); a skill nobody is
 * rated in; tied composites; an empty team and an unassigned player. A second division in the
 * same league must not leak into the first one's lists.
 */
export async function arrangeVariedDivision(db: Db) {
  const admin = await createAdminInNewLeague(db);
  const division = await createDivision(db, admin.leagueId);
  const shooting = await createSkill(db, division.id, { name: 'Shooting', weight: 1, normalizationFactor: 10 });
  const defense = await createSkill(db, division.id, { name: 'Defense', weight: 3, normalizationFactor: 7 });
  await createSkill(db, division.id, { name: 'Unrated' });
  const teams = [
    await createTeam(db, division.id, admin.leagueId, { name: 'Zebras', coach: 'Kim Lee' }),
    await createTeam(db, division.id, admin.leagueId, { name: 'Ánimo "quoted" \\ team' }),
    await createTeam(db, division.id, admin.leagueId, { name: 'Empty' }),
  ];
  const extras: Record<string, unknown>[] = [
    { region: 'N', unavailable_days: ['mon', 'wed'], gender: 'F', group: 'twins', requests: ['Ann', 'Bo'] },
    { region: 'south', height: '151.5', lock: 'Zebras', apart: 'x' },
    { region: 'Atlantis', unavailable_days: 'tue, fri', height_cm: 162 },
    { nested: { deep: [1, 2.5, null, 'ü'] }, big: 2 ** 70 + 0.5, tiny: Number.MIN_VALUE, third: 1 / 3, unavailable_days: ['sat', 'MON'] },
    {},
  ];
  const players = [];
  for (let i = 0; i < 14; i += 1) {
    const teamId = i === 13 ? null : teams[i % 2]!.id;
    // Every third player ties with the one before, so the thirds depend on a stable order.
    const shot = i % 3 === 2 ? ((i - 1) * 7) % 11 : (i * 7) % 11;
    players.push(
      await createPlayer(db, division, {
        name: `Player ${i} ${i % 4 ? '' : 'Ñoño'}`.trim(),
        teamId,
        ratings: i === 5 ? {} : { [shooting.id]: shot, [defense.id]: i % 3 === 2 ? (((i - 1) * 3) % 8) * 0.7 : ((i * 3) % 8) * 0.7 },
        heightCm: i % 3 === 0 ? 140.25 + i : null,
        dateOfBirth: i % 2 ? new Date(`2014-0${(i % 9) + 1}-1${i % 10}`) : undefined,
        additionalData: (i === 7 ? ['not', 'an', 'object'] : extras[i % extras.length]) as Record<string, unknown>,
      }),
    );
  }
  await db.player.update({ where: { id: players[1]!.id }, data: { email: 'parent+1@example.org' } });
  const other = await createDivision(db, admin.leagueId, { seasonId: division.seasonId });
  const otherTeam = await createTeam(db, other.id, admin.leagueId, { name: 'Elsewhere' });
  await createPlayer(db, other, { name: 'Player elsewhere', teamId: otherTeam.id });
  return { admin, division, teams, players };
}
