import type { LeagueContext } from '../../lib/permissions.js';
import type { TradeInput } from '@league/contract';
import { toPlayerDto } from './players.dto.js';
import * as repo from './players.repository.js';
import * as tradeRepo from './trade.repository.js';
import { lockRoster } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import * as rosters from '../rosters/index.js';
import { refuseBrokenRules } from './trade-rules.js';
import { planTrade, tradedPlayerIds } from './plan-trade.js';

/** Swaps two players' teams, or moves one player to a team (null: to Unassigned), in one transaction. */
export async function tradePlayers(ctx: LeagueContext, input: TradeInput) {
  const changed = await runTransaction(ctx.db, async (tx) => {
    // The division, then the players (the one lock order); planTrade reads them under the locks.
    await lockRoster(tx, { leagueId: ctx.leagueId, playerIds: tradedPlayerIds(input) });
    const { divisionId, placement } = await planTrade({ ...ctx, db: tx }, input);
    refuseBrokenRules(await tradeRepo.findDivisionRoster(tx, divisionId), placement, input.override);
    for (const [playerId, teamId] of placement) await rosters.setPlayerTeam(tx, playerId, teamId);
    const ids = [...placement.keys()];
    return { ids, version: await rosters.recordTradeVersion(tx, ctx, ids) };
  });
  const updated = await repo.findPlayersByIds(ctx.db, changed.ids);
  // roster_version: the version this change recorded; Undo restores the one before it.
  return { count: updated.length, results: updated.map(toPlayerDto), roster_version: changed.version };
}
