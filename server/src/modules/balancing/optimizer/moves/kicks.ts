import { kindsKey, teamBlocks, unitsOfPlayers } from '../model/blocks.js';
import type { Random } from '../../../../lib/local-search/random.js';
import type { ExchangePricer } from '../score/exchange-pricer.js';
import type { TeamState } from '../score/team-state.js';

// Kicks: random changes that leave a local optimum without forgetting it. The iterated
// searches (phases/) kick the best state they have, then descend or polish again.

/** A few random swaps between teams: enough to leave a local optimum, not to forget it. */
export function perturbSwaps(state: TeamState, random: Random, strength: number): void {
  const n = state.players.count;
  for (let s = 0; s < strength; s++) {
    const i = random.int(n);
    const j = random.int(n);
    if (state.assign[i] !== state.assign[j]) state.swap(i, j);
  }
}

/**
 * Random swaps of equal-sized free units: leaves a local optimum without breaking a group or
 * a size. Under a move cap, half the swaps send a moved player home, so a search that spent
 * its moves early can spend them again elsewhere.
 */
export function kickUnits(pricer: ExchangePricer, random: Random, strength: number): void {
  const { state } = pricer;
  const { rules } = state;
  const free = rules.units.length;
  // A placement locks most units: draws among the free ones alone still leave the local optimum.
  const movable = pricer.anchored ? rules.units.flatMap((_, u) => (rules.unitLock[u]! < 0 ? [u] : [])) : null;
  if (movable && movable.length < 2) return;
  const draw = () => (movable ? movable[random.int(movable.length)]! : random.int(free));
  for (let s = 0; s < strength * 4 && strength > 0; s++) {
    const u = draw();
    const v = movable && random.next() < 0.5 ? partnerAtHome(pricer, u, random) : draw();
    if (v < 0 || rules.unitLock[u]! >= 0 || rules.unitLock[v]! >= 0 || rules.units[u]!.length !== rules.units[v]!.length) continue;
    const [a, b] = [state.teamOf(u), state.teamOf(v)];
    if (a === b || !pricer.withinCap(a, b, [u], 1, [v], 1)) continue;
    pricer.apply(a, b, [u], [v]);
    strength--;
  }
}

/** A free unit of the same size on the team u's first player came from, when u is away from it; else -1. */
function partnerAtHome(pricer: ExchangePricer, u: number, random: Random): number {
  const { rules } = pricer.state;
  const home = pricer.homeOf(rules.units[u]![0]!);
  if (home < 0 || home >= rules.teamCount || pricer.state.teamOf(u) === home) return -1;
  const members = pricer.state.membersOf(home);
  const v = rules.unitOf[members[random.int(members.length)]!]!;
  return rules.units[v]!.length === rules.units[u]!.length ? v : -1;
}

/**
 * Exchanges of blocks (block-sets.ts) with the same kinds of players between random
 * teams: the balance gets worse, but every hard rule and every honoured request is kept,
 * unlike a swap of arbitrary players, so the polish that follows searches the spread alone
 * instead of first mending what the kick broke.
 */
export function kickBlocks(pricer: ExchangePricer, random: Random, strength: number): void {
  const { state } = pricer;
  const teamCount = state.rules.teamCount;
  const kinds = kindsKey(state.rules);
  for (let tries = 0; strength > 0 && tries < strength * 8; tries++) {
    const a = random.int(teamCount);
    const b = random.int(teamCount);
    if (a === b) continue;
    const from = teamBlocks(state, a);
    if (from.length === 0) continue;
    const block = from[random.int(from.length)]!;
    const matches = teamBlocks(state, b).filter((other) => kinds(other) === kinds(block));
    if (matches.length === 0) continue;
    pricer.apply(a, b, unitsOfPlayers(state, block), unitsOfPlayers(state, matches[random.int(matches.length)]!));
    strength--;
  }
}
