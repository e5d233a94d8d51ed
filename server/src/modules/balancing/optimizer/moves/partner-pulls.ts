import type { Random } from '../../../../lib/local-search/random.js';
import type { RuleState } from '../score/rule-state.js';
import type { UnitExchange } from '../score/candidate-pricer.js';

const pullSample = 24;

/**
 * For a single player u whose requested teammate is on team b: the 2-for-2 exchanges that
 * bring u to b (u and x for v and y), v and y taken from b's free singles of the same tier
 * and gender as u and x so the hard rules stay met, and x from a sample of u's team. One
 * swap alone rarely keeps the balance; a second pair can pay it back. Each is written into
 * `exchange` (whose `a` is u's team) and handed to `consider`. Returns the evaluations spent.
 */
export function pullTowardsPartners(state: RuleState, u: number, exchange: UnitExchange, consider: (e: UnitExchange) => void, random: Random): number {
  const { rules } = state;
  const i = rules.units[u]![0]!;
  const a = state.teamOf(u);
  let spent = 0;
  const alike = (x: number, y: number) => rules.tier[x] === rules.tier[y] && rules.gender[x] === rules.gender[y];
  const freeSingle = (j: number) => rules.units[rules.unitOf[j]!]!.length === 1 && rules.unitLock[rules.unitOf[j]!]! < 0;
  for (const q of rules.partners[i]!) {
    const b = state.assign[q]!;
    if (b === a) continue;
    const there = state.membersOf(b).filter((j) => j !== q && freeSingle(j) && rules.apartKey[j]! < 0);
    const here = state.membersOf(a).filter((j) => j !== i && freeSingle(j) && rules.apartKey[j]! < 0);
    const sample = here.length <= pullSample ? here : Array.from({ length: pullSample }, () => here[random.int(here.length)]!);
    const out = [u, 0];
    const into = [0, 0];
    exchange.b = b;
    exchange.out = out;
    exchange.into = into;
    for (const v of there) {
      if (!alike(v, i)) continue;
      into[0] = rules.unitOf[v]!;
      for (const x of sample) {
        out[1] = rules.unitOf[x]!;
        for (const y of there) {
          if (y === v || !alike(x, y)) continue;
          into[1] = rules.unitOf[y]!;
          consider(exchange);
          spent++;
        }
      }
    }
  }
  return spent;
}
