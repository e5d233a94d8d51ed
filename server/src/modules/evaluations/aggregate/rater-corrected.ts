import type { ScoreCell, SkillAggregate } from './types.js';

// The additive two-way model of decision 0056: score = ability(player) + severity(evaluator) +
// noise, fitted by alternating least squares; severities average 0 over the evaluators of each
// connected group (evaluators linked by players they share), so an ability reads as "what an
// average evaluator of this panel would have given".

const maxRounds = 500;
const tolerance = 1e-10;

interface Indexed {
  players: number[];
  evaluators: number[];
  /** Per cell: player index, evaluator index, value. */
  p: Int32Array;
  e: Int32Array;
  v: Float64Array;
}

function indexCells(cells: readonly ScoreCell[]): Indexed {
  const playerIndex = new Map<number, number>();
  const evaluatorIndex = new Map<number, number>();
  const n = cells.length;
  const p = new Int32Array(n);
  const e = new Int32Array(n);
  const v = new Float64Array(n);
  cells.forEach((cell, i) => {
    if (!playerIndex.has(cell.player)) playerIndex.set(cell.player, playerIndex.size);
    if (!evaluatorIndex.has(cell.evaluator)) evaluatorIndex.set(cell.evaluator, evaluatorIndex.size);
    p[i] = playerIndex.get(cell.player)!;
    e[i] = evaluatorIndex.get(cell.evaluator)!;
    v[i] = cell.value;
  });
  return { players: [...playerIndex.keys()], evaluators: [...evaluatorIndex.keys()], p, e, v };
}

/** Connected groups of evaluators (two are linked when they scored a common player). */
function evaluatorGroups(data: Indexed): Int32Array {
  const parent = Int32Array.from(data.evaluators, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  const firstEvaluatorOf = new Int32Array(data.players.length).fill(-1);
  for (let i = 0; i < data.p.length; i++) {
    const first = firstEvaluatorOf[data.p[i]!]!;
    if (first < 0) firstEvaluatorOf[data.p[i]!] = data.e[i]!;
    else parent[find(data.e[i]!)] = find(first);
  }
  return Int32Array.from(data.evaluators, (_, i) => find(i));
}

/** Shifts severities so each connected group's average is 0, and abilities the opposite way. */
function centre(severity: Float64Array, groups: Int32Array): Float64Array {
  const sum = new Map<number, { total: number; count: number }>();
  groups.forEach((g, i) => {
    const s = sum.get(g) ?? { total: 0, count: 0 };
    s.total += severity[i]!;
    s.count += 1;
    sum.set(g, s);
  });
  const shift = Float64Array.from(groups, (g) => sum.get(g)!.total / sum.get(g)!.count);
  for (let i = 0; i < severity.length; i++) severity[i]! -= shift[i]!;
  return shift;
}

function averageResiduals(count: number, index: Int32Array, residual: (cell: number) => number): Float64Array {
  const total = new Float64Array(count);
  const n = new Float64Array(count);
  for (let i = 0; i < index.length; i++) {
    total[index[i]!]! += residual(i);
    n[index[i]!]! += 1;
  }
  return total.map((t, k) => (n[k]! > 0 ? t / n[k]! : 0));
}

/** Abilities and severities of one skill's scores; each player's figure is their ability. */
export function raterCorrected(cells: readonly ScoreCell[]): SkillAggregate {
  const data = indexCells(cells);
  const groups = evaluatorGroups(data);
  let severity: Float64Array = new Float64Array(data.evaluators.length);
  let ability: Float64Array = new Float64Array(data.players.length);
  for (let round = 0; round < maxRounds; round++) {
    ability = averageResiduals(data.players.length, data.p, (i) => data.v[i]! - severity[data.e[i]!]!);
    const next = averageResiduals(data.evaluators.length, data.e, (i) => data.v[i]! - ability[data.p[i]!]!);
    centre(next, groups);
    let change = 0;
    for (let k = 0; k < next.length; k++) change = Math.max(change, Math.abs(next[k]! - severity[k]!));
    severity = next;
    if (change < tolerance) break;
  }
  // The abilities that go with the centred severities.
  ability = averageResiduals(data.players.length, data.p, (i) => data.v[i]! - severity[data.e[i]!]!);
  const playerCounts = new Int32Array(data.players.length);
  const evaluatorCounts = new Int32Array(data.evaluators.length);
  for (let i = 0; i < data.p.length; i++) {
    playerCounts[data.p[i]!]! += 1;
    evaluatorCounts[data.e[i]!]! += 1;
  }
  return {
    figures: data.players.map((player, k) => ({ player, figure: ability[k]!, evaluators: playerCounts[k]! })),
    severities: data.evaluators.map((evaluator, k) => ({ evaluator, severity: severity[k]!, scored: evaluatorCounts[k]! })),
  };
}
