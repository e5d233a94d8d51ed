import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import type { ListRosterHistoryQuery, RestoreRosterResult, RosterChangeKind, RosterHistoryPage } from '@league/contract';
import { assignPlayers, findDivisionRoster, recordRosterVersion } from '../rosters/index.js';
import * as repo from './roster-history.repository.js';
import { readSnapshot } from './roster-snapshot.js';

export async function listRosterHistory(ctx: LeagueContext, divisionId: number, query: ListRosterHistoryQuery): Promise<RosterHistoryPage> {
  await requireInLeague(ctx, 'division', divisionId);
  const [count, rows] = await Promise.all([
    repo.countVersions(ctx.db, divisionId),
    repo.findVersionsPage(ctx.db, divisionId, query),
  ]);
  const results = rows.map((row) => {
    const snapshot = readSnapshot(row.assignment);
    return {
      version: row.version,
      kind: row.kind as RosterChangeKind,
      summary: row.summary,
      created_at: row.createdAt.toISOString(),
      actor: row.actor ? { id: row.actor.id, username: row.actor.username } : null,
      player_count: Object.keys(snapshot.players).length,
      team_count: Object.keys(snapshot.teams).length,
    };
  });
  return { count, results };
}

/**
 * Puts every player still in the division back on the team they had in `version`, in one
 * transaction with the division locked. Players deleted (or moved out) since are reported, not
 * brought back; a player whose team was deleted since goes to Unassigned and the team is
 * reported; players who joined after that version were not on its roster, so they go to Unassigned.
 */
export async function restoreRosterVersion(ctx: LeagueContext, divisionId: number, version: number): Promise<RestoreRosterResult> {
  await requireInLeague(ctx, 'division', divisionId);
  return runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [divisionId]);
    const row = await repo.findVersion(tx, divisionId, version);
    if (!row) throw AppError.notFound('Roster version');
    const snapshot = readSnapshot(row.assignment);
    const [players, teams] = await findDivisionRoster(tx, divisionId);
    const teamIds = new Set(teams.map((t) => t.id));
    const present = new Set(players.map((p) => p.id));
    const byTeam = new Map<number | null, number[]>();
    for (const player of players) {
      const wanted = snapshot.players[String(player.id)];
      let teamId = wanted ?? null;
      if (teamId !== null && !teamIds.has(teamId)) teamId = null;
      if (teamId !== player.teamId) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), player.id]);
    }
    await assignPlayers(tx, divisionId, byTeam);
    const missingPlayers = Object.keys(snapshot.players)
      .map(Number)
      .filter((id) => !present.has(id))
      .map((id) => ({ id, name: snapshot.names[String(id)] ?? `Player ${id}` }));
    const missingTeams = new Map(Object.entries(snapshot.teams).filter(([id]) => !teamIds.has(Number(id))).map(([id, name]) => [Number(id), name]));
    const restored = players.filter((p) => snapshot.players[String(p.id)] !== undefined).length;
    const notes = [
      missingPlayers.length ? `${missingPlayers.length} player${missingPlayers.length === 1 ? '' : 's'} no longer in the division` : '',
      missingTeams.size ? `${missingTeams.size} team${missingTeams.size === 1 ? '' : 's'} deleted since` : '',
    ].filter(Boolean);
    const summary = `Restored the roster of version ${version}${notes.length ? ` (${notes.join('; ')})` : ''}.`;
    const recorded = await recordRosterVersion(tx, ctx, divisionId, 'restore', summary);
    return {
      restored,
      version: recorded,
      missing_players: missingPlayers,
      missing_teams: [...missingTeams].map(([id, name]) => ({ id, name })),
    };
  });
}
