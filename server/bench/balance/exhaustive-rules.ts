import { compareCosts } from '../../src/modules/balancing/optimizer/score/formula.js';
import { createAssignmentScorer, type AssignmentScore } from '../../src/modules/balancing/optimizer/score/score-assignment.js';
import type { BalanceOptions, BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';

/**
 * The exact optimum of the whole objective with rules, by enumerating every partition into
 * teams of sizes differing by at most one. Groups are placed together as they are met; teams
 * are unlabelled during the enumeration (each partition visited once), then labelled to meet
 * the locks: a partition whose block holds two locks, or two blocks the same lock, is skipped.
 * Meant for 12 players or fewer.
 */
export function findExactOptimumWithRules(players: BalancePlayer[], options: BalanceOptions): AssignmentScore | null {
  const n = players.length;
  const k = options.teamCount;
  const small = Math.floor(n / k);
  const largeTeams = n % k;
  const score = createAssignmentScorer(players, options);
  const assign = new Int32Array(n).fill(-1);
  const labelled = new Int32Array(n);
  const size = new Array<number>(k).fill(0);
  const firstOfGroup = new Map<string, number>();
  const groupLeader = players.map((p, i) => {
    const key = p.group?.trim();
    if (!key) return -1;
    if (!firstOfGroup.has(key)) firstOfGroup.set(key, i);
    return firstOfGroup.get(key)! === i ? -1 : firstOfGroup.get(key)!;
  });
  let best: AssignmentScore | null = null;
  let largeUsed = 0;

  const leaf = () => {
    const label = new Array<number>(k).fill(-1);
    const used = new Set<number>();
    for (let i = 0; i < n; i++) {
      const lock = players[i]!.lock;
      if (lock === null || lock === undefined) continue;
      const block = assign[i]!;
      if (label[block] === -1 && !used.has(lock)) {
        label[block] = lock;
        used.add(lock);
      } else if (label[block] !== lock) return;
    }
    const free = Array.from({ length: k }, (_, t) => t).filter((t) => !used.has(t));
    for (let block = 0; block < k; block++) if (label[block] === -1) label[block] = free.shift()!;
    for (let i = 0; i < n; i++) labelled[i] = label[assign[i]!]!;
    const result = score(labelled);
    if (!best || compareCosts(result.cost, best.cost) < 0) best = result;
  };

  const place = (p: number, opened: number) => {
    if (p === n) {
      if (opened === k) leaf();
      return;
    }
    if ((k - opened) * small > n - p) return;
    const leader = groupLeader[p]!;
    for (let t = 0; t <= Math.min(opened, k - 1); t++) {
      if (leader >= 0 && assign[leader] !== t) continue;
      const grows = size[t] === small;
      if (size[t]! > small || (grows && (largeTeams === 0 || largeUsed >= largeTeams))) continue;
      if (grows) largeUsed++;
      size[t]!++;
      assign[p] = t;
      place(p + 1, t === opened ? opened + 1 : opened);
      assign[p] = -1;
      size[t]!--;
      if (grows) largeUsed--;
    }
  };

  place(0, 0);
  return best;
}
