import { hasRoom, sizeLimits } from '../model/team-sizes.js';
import { nameOf, type PreparedRules } from '../model/rules.js';
import { shuffleInPlace, type Random } from '../../../../lib/local-search/random.js';
import { BalanceInputError, type BalancePlayer } from '../model/types.js';

/**
 * First teams that keep every group together and every lock: locked units go to their team,
 * then groups, largest first, to the team with the most room left (so big groups spread out
 * and leave space), then single players by descending composite to the lowest-total team with
 * room. Sizes end within one of each other because no team may pass small + 1 and only
 * `n mod k` teams may reach it. When a group finds no room the input is refused.
 */
export function constructWithRules(players: BalancePlayer[], rules: PreparedRules, composites: Float64Array, random: Random): Int32Array {
  const n = players.length;
  const k = rules.teamCount;
  const limits = sizeLimits(n, k);
  const { small, largeTeams } = limits;
  const size = new Int32Array(k);
  const total = new Float64Array(k);
  const assign = new Int32Array(n).fill(-1);
  let large = 0;
  const unitTotal = (u: number) => rules.units[u]!.reduce((sum, i) => sum + composites[i]!, 0);
  const fits = (t: number, s: number) => hasRoom(size[t]!, s, limits, large);
  const place = (u: number, t: number) => {
    const members = rules.units[u]!;
    if (size[t]! + members.length === small + 1) large++;
    size[t] = size[t]! + members.length;
    total[t] = total[t]! + unitTotal(u);
    for (const i of members) assign[i] = t;
  };

  const units = shuffleInPlace(rules.units.map((_, u) => u), random);
  units.sort((x, y) => rules.units[y]!.length - rules.units[x]!.length || unitTotal(y) - unitTotal(x));
  for (const u of units) {
    const t = rules.unitLock[u]!;
    if (t < 0) continue;
    if (!fits(t, rules.units[u]!.length)) throw lockedTooFull(players, rules, small, largeTeams);
    place(u, t);
  }
  for (const u of units) {
    if (rules.unitLock[u]! >= 0) continue;
    const s = rules.units[u]!.length;
    let best = -1;
    for (let t = 0; t < k; t++) {
      if (!fits(t, s)) continue;
      if (best < 0) best = t;
      else if (s > 1 ? size[t]! < size[best]! || (size[t] === size[best] && total[t]! < total[best]!) : total[t]! < total[best]!) best = t;
    }
    if (best < 0) throw noRoomFor(players, rules.units[u]!, small, largeTeams, k);
    place(u, best);
  }
  return assign;
}

function lockedTooFull(players: BalancePlayer[], rules: PreparedRules, small: number, largeTeams: number): BalanceInputError {
  const names = rules.locked.map((i) => nameOf(players, i)).join(', ');
  return new BalanceInputError(
    `The locked players (${names}) with their groups need more teams of ${small + 1} than the ${largeTeams} that ${players.length} players in ${rules.teamCount} teams allow.`,
  );
}

function noRoomFor(players: BalancePlayer[], members: number[], small: number, largeTeams: number, k: number): BalanceInputError {
  const names = members.map((i) => nameOf(players, i)).join(', ');
  const sizes = largeTeams > 0 ? `${small} or ${small + 1}` : `${small}`;
  return new BalanceInputError(`The group of ${names} finds no team with room: the groups and locks do not fit into ${k} teams of ${sizes} players.`);
}
