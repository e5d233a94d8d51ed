import type { UnitExchange } from '../score/candidate-pricer.js';
import type { Consider, DescentMoves } from '../../../../lib/local-search/descent.js';
import type { ExchangePricer } from '../score/exchange-pricer.js';
import type { Random } from '../../../../lib/local-search/random.js';
import type { RuleState } from '../score/rule-state.js';
import { pullTowardsPartners } from './partner-pulls.js';

// Unit moves (the rule search's descent, lib/local-search/descent.ts, prices them): a unit is a sibling
// group or a single player, and moves whole. Swaps of two units, moves of one, the mirror
// below, and for a single player the pulls towards a requested teammate (partner-pulls.ts).

/**
 * The rule search's neighbourhood of free unit u: swaps with a partner unit, moves to every
 * other team, for a group a mirror on every other team, for a single player the pulls. Every
 * exchange keeps team sizes within the pricer's bounds.
 */
export class UnitMoves implements DescentMoves<UnitExchange> {
  readonly best: UnitExchange = { a: 0, b: 0, out: [], into: [] };
  private readonly exchange: UnitExchange = { a: 0, b: 0, out: [], into: [] };
  private readonly one = [0];
  private readonly other = [0];
  private readonly none: number[] = [];
  private size = 0;

  constructor(
    readonly pricer: ExchangePricer,
    private readonly random: Random,
  ) {}

  keep(e: UnitExchange): void {
    const { best } = this;
    best.a = e.a;
    best.b = e.b;
    copyInto(best.out, e.out);
    copyInto(best.into, e.into);
  }

  begin(u: number): void {
    const { state } = this.pricer;
    this.one[0] = u;
    this.exchange.a = state.teamOf(u);
    this.exchange.out = this.one;
    this.size = state.rules.units[u]!.length;
  }

  offerPartner(v: number, consider: Consider<UnitExchange>): void {
    const { pricer, exchange } = this;
    const b = pricer.state.teamOf(v);
    const change = pricer.state.rules.units[v]!.length - this.size;
    if (b === exchange.a || !pricer.fits(exchange.a, change) || !pricer.fits(b, -change)) return;
    this.other[0] = v;
    exchange.b = b;
    exchange.into = this.other;
    consider(exchange);
  }

  offerOthers(u: number, consider: Consider<UnitExchange>): number {
    const { pricer, exchange, size } = this;
    const { state } = pricer;
    const { teamCount } = state.rules;
    const a = exchange.a;
    for (let b = 0; b < teamCount; b++) {
      if (b === a) continue;
      exchange.b = b;
      exchange.out = this.one;
      if (pricer.fits(a, -size) && pricer.fits(b, size)) {
        exchange.into = this.none;
        consider(exchange);
      }
      if (size > 1) {
        const mirror = findMirror(state, u, b);
        if (mirror) {
          exchange.into = mirror;
          consider(exchange);
        }
      }
    }
    const pulled = size === 1 ? pullTowardsPartners(state, u, exchange, consider, this.random) : 0;
    return pulled + teamCount * (size > 1 ? 3 : 1);
  }
}

function copyInto(to: number[], from: number[]): void {
  to.length = 0;
  for (const x of from) to.push(x);
}

/** Free single players of team b matching u's members one for one: same tier and gender first, then the nearest composite. */
export function findMirror(state: RuleState, u: number, b: number): number[] | null {
  const { rules } = state;
  const p = state.players;
  const chosen: number[] = [];
  for (const i of rules.units[u]!) {
    let best = -1;
    let bestScore = Infinity;
    for (const j of state.membersOf(b)) {
      const v = rules.unitOf[j]!;
      if (rules.units[v]!.length !== 1 || rules.unitLock[v]! >= 0 || chosen.includes(v)) continue;
      const mismatch = (rules.tier[i] !== rules.tier[j] ? 1 : 0) + (rules.gender[i] !== rules.gender[j] ? 1 : 0) + (rules.apartKey[j]! >= 0 ? 1 : 0);
      const score = mismatch * 1000 + Math.abs(p.composite[i]! - p.composite[j]!);
      if (score < bestScore) [best, bestScore] = [v, score];
    }
    if (best < 0) return null;
    chosen.push(best);
  }
  return chosen;
}
