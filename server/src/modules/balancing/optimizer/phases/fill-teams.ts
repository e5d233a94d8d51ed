import type { Anchor } from '../model/anchor.js';
import type { PreparedRules } from '../model/rules.js';

/**
 * Where each unit starts from the current roster: a locked unit on its lock, a placed unit
 * on the team most of its members are on now (when that team is kept), the rest (new
 * players, players of dropped teams) nowhere yet (-1).
 */
export function startingTeams(rules: PreparedRules, home: Int32Array): Int32Array {
  const k = rules.teamCount;
  const assign = new Int32Array(home.length).fill(-1);
  rules.units.forEach((members, u) => {
    let team = rules.unitLock[u]!;
    if (team < 0) {
      const votes = new Map<number, number>();
      for (const i of members) if (home[i]! >= 0 && home[i]! < k) votes.set(home[i]!, (votes.get(home[i]!) ?? 0) + 1);
      team = [...votes].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0] ?? -1;
    }
    for (const i of members) assign[i] = team;
  });
  return assign;
}

/**
 * Completes a partial assignment within the anchor's size bounds: loose units, largest first,
 * join the team short of players (then the weakest) with room. With `repair`, free single
 * players then move from teams above their bounds to teams below; without, the bounds widen
 * to the sizes reached (a placement never moves anyone to make sizes fit). Null when the
 * repair cannot reach the bounds.
 */
export function fillTeams(rules: PreparedRules, composite: Float64Array, assign: Int32Array, anchor: Anchor, repair: boolean): Int32Array | null {
  const k = rules.teamCount;
  const { low, high } = anchor;
  const size = new Int32Array(k);
  const total = new Float64Array(k);
  const put = (i: number, t: number, sign: number) => {
    assign[i] = sign > 0 ? t : -1;
    size[t] = size[t]! + sign;
    total[t] = total[t]! + sign * composite[i]!;
  };
  const unitTotal = (u: number) => rules.units[u]!.reduce((sum, i) => sum + composite[i]!, 0);
  const loose: number[] = [];
  rules.units.forEach((members, u) => {
    const team = assign[members[0]!]!;
    if (team >= 0) for (const i of members) put(i, team, 1);
    else loose.push(u);
  });
  loose.sort((x, y) => rules.units[y]!.length - rules.units[x]!.length || unitTotal(y) - unitTotal(x) || x - y);
  for (const u of loose) {
    const s = rules.units[u]!.length;
    let best = -1;
    for (let t = 0; t < k; t++) {
      if (size[t]! + s > high[t]!) continue;
      const short = size[t]! < low[t]!;
      const bestShort = best >= 0 && size[best]! < low[best]!;
      if (best < 0 || (short && !bestShort) || (short === bestShort && total[t]! < total[best]!)) best = t;
    }
    if (best < 0) {
      if (repair) return null;
      best = size.indexOf(Math.min(...size));
    }
    for (const i of rules.units[u]!) put(i, best, 1);
  }
  if (!repair) {
    for (let t = 0; t < k; t++) {
      low[t] = Math.min(low[t]!, size[t]!);
      high[t] = Math.max(high[t]!, size[t]!);
    }
    return assign;
  }
  const freeSingle = (i: number) => rules.units[rules.unitOf[i]!]!.length === 1 && rules.unitLock[rules.unitOf[i]!]! < 0;
  for (let guard = 0; guard < assign.length; guard++) {
    const over = argBest(k, (t) => size[t]! - high[t]!);
    const under = argBest(k, (t) => low[t]! - size[t]!);
    if (size[over]! <= high[over]! && size[under]! >= low[under]!) return assign;
    const from = size[over]! > high[over]! ? over : argBest(k, (t) => (size[t]! > low[t]! ? size[t]! - low[t]! : -Infinity));
    const to = size[under]! < low[under]! ? under : argBest(k, (t) => (size[t]! < high[t]! ? high[t]! - size[t]! : -Infinity));
    if (from === to || size[from]! <= low[from]! || size[to]! >= high[to]!) return null;
    // The player nearest half the difference of the two teams' totals keeps them closest.
    const target = (total[from]! - total[to]!) / 2;
    let pick = -1;
    for (let i = 0; i < assign.length; i++) {
      if (assign[i] !== from || !freeSingle(i)) continue;
      if (pick < 0 || Math.abs(composite[i]! - target) < Math.abs(composite[pick]! - target)) pick = i;
    }
    if (pick < 0) return null;
    put(pick, from, -1);
    put(pick, to, 1);
  }
  return null;
}

function argBest(k: number, score: (t: number) => number): number {
  let best = 0;
  for (let t = 1; t < k; t++) if (score(t) > score(best)) best = t;
  return best;
}
