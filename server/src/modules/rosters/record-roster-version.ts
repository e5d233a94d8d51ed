import type { Prisma } from '../../generated/prisma/client.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import type { LeagueContext } from '../../lib/permissions.js';
import type { RosterChangeKind } from '@league/contract';
import * as repo from './roster-versions.repository.js';
import { toSnapshot } from './roster-snapshot.js';

const maxSummary = 500;

/**
 * Records the division's roster as it stands after a change, inside the change's own
 * transaction (so a rolled-back change leaves no version). The division lock numbers versions
 * one after the other; taking it again in a transaction that already holds it is free.
 */
export async function recordRosterVersion(
  tx: Prisma.TransactionClient,
  ctx: Pick<LeagueContext, 'user' | 'leagueId'>,
  divisionId: number,
  kind: RosterChangeKind,
  summary: string,
): Promise<number> {
  await lockDivisions(tx, [divisionId]);
  const [[players, teams], latest] = await Promise.all([repo.findDivisionRoster(tx, divisionId), repo.findLatestVersionNumber(tx, divisionId)]);
  const row = await repo.insertVersion(tx, {
    divisionId,
    leagueId: ctx.leagueId,
    version: latest + 1,
    actorId: ctx.user.id,
    kind,
    summary: summary.length > maxSummary ? `${summary.slice(0, maxSummary - 1)}…` : summary,
    assignment: toSnapshot(players, teams) as unknown as Prisma.InputJsonObject,
  });
  return row.version;
}

/** "Ann Lee to Hawks; Bo Kim to Unassigned": the players' teams after a trade or move, for its summary. */
export async function describeNewTeams(tx: Prisma.TransactionClient, playerIds: number[]): Promise<string> {
  const players = await repo.findPlayersWithTeams(tx, playerIds);
  return players.map((p) => `${p.name} to ${p.team?.name ?? 'Unassigned'}`).join('; ');
}

/** A trade (two players) or a move (one), recorded with a summary naming who went where. */
export async function recordTradeVersion(tx: Prisma.TransactionClient, ctx: Pick<LeagueContext, 'user' | 'leagueId'>, playerIds: number[]): Promise<number> {
  const [first] = await repo.findPlayersWithTeams(tx, playerIds.slice(0, 1));
  const kind = playerIds.length > 1 ? 'trade' : 'move';
  const what = await describeNewTeams(tx, playerIds);
  return recordRosterVersion(tx, ctx, first!.divisionId, kind, `${kind === 'trade' ? 'Traded' : 'Moved'}: ${what}.`);
}

/** A transfer changes two rosters or more: one version in each source division and one in the target. */
export async function recordTransferVersions(
  tx: Prisma.TransactionClient,
  ctx: Pick<LeagueContext, 'user' | 'leagueId'>,
  players: { id: number; divisionId: number }[],
  target: { id: number; name: string },
): Promise<void> {
  const bySource = new Map<number, number>();
  for (const p of players) bySource.set(p.divisionId, (bySource.get(p.divisionId) ?? 0) + 1);
  const count = (n: number) => `${n} player${n === 1 ? '' : 's'}`;
  // Ascending ids, the division lock order (decision 0012); the caller holds every lock already.
  for (const [divisionId, n] of [...bySource].sort((a, b) => a[0] - b[0])) {
    await recordRosterVersion(tx, ctx, divisionId, 'transfer_out', `Transferred ${count(n)} to ${target.name}.`);
  }
  await recordRosterVersion(tx, ctx, target.id, 'transfer_in', `Received ${count(players.length)} by transfer.`);
}
