import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app.js';
import { runsOnPostgres } from '../../../testing/test-database.js';
import { arrangeLeague } from '../../players/__tests__/arrange.js';
import { readSnapshot } from '../roster-snapshot.js';
import { restore, trade } from './arrange-history.js';

const t = useTestApp();

// The embedded database runs one query at a time, so only PostgreSQL can show a race.
describe.skipIf(!runsOnPostgres())('a restore racing trades (PostgreSQL)', () => {
  it('both finish, and the roster equals the assignment recorded by the last version', async () => {
    const { admin, division, teamA, teamB, addPlayer } = await arrangeLeague(t.db);
    const players = await Promise.all(Array.from({ length: 40 }, (_, i) => addPlayer(`P${i}`, i % 10, i % 2 ? teamA.id : teamB.id)));
    await trade(t.app, admin, { source_player_id: players[0]!.id, to_team_id: null });

    const answers = await Promise.all([
      restore(t.app, admin, division.id, 1),
      ...players.slice(1, 9).map((p, i) => trade(t.app, admin, { source_player_id: p.id, target_player_id: players[i + 10]!.id })),
      restore(t.app, admin, division.id, 1),
    ]);

    // A trade that lost a player's team to the restore may be refused (400: same team); never a 500.
    expect(answers.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const versions = await t.db.rosterVersion.findMany({ where: { divisionId: division.id }, orderBy: { version: 'asc' } });
    expect(versions.map((v) => v.version)).toEqual(versions.map((_, i) => i + 1));
    const latest = readSnapshot(versions.at(-1)!.assignment);
    const roster = await t.db.player.findMany({ where: { divisionId: division.id }, select: { id: true, teamId: true } });
    expect(Object.fromEntries(roster.map((p) => [String(p.id), p.teamId]))).toEqual(latest.players);
  });
});
