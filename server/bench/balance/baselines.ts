import type { BalancePlayer } from '../../src/modules/balancing/optimizer/model/types.js';

/** Indices sorted by descending composite, stable on index for repeatable baselines. */
function byComposite(players: BalancePlayer[]): number[] {
  return players.map((_, i) => i).sort((a, b) => players[b]!.composite - players[a]!.composite || a - b);
}

/** The classic schoolyard snake draft: 1..K, K..1, 1..K, ... by descending composite. */
export function snakeDraft(players: BalancePlayer[], teamCount: number): Int32Array {
  const assign = new Int32Array(players.length);
  byComposite(players).forEach((player, pick) => {
    const round = Math.floor(pick / teamCount);
    const slot = pick % teamCount;
    assign[player] = round % 2 === 0 ? slot : teamCount - 1 - slot;
  });
  return assign;
}

/** Greedy "add to the weakest team": best remaining player to the lowest-total team with room. */
export function addToWeakest(players: BalancePlayer[], teamCount: number): Int32Array {
  const small = Math.floor(players.length / teamCount);
  const largeTeams = players.length % teamCount;
  const size = new Array<number>(teamCount).fill(0);
  const total = new Array<number>(teamCount).fill(0);
  const assign = new Int32Array(players.length);
  let large = 0;
  for (const player of byComposite(players)) {
    let best = -1;
    for (let t = 0; t < teamCount; t++) {
      const room = size[t]! < small || (size[t] === small && large < largeTeams);
      if (room && (best < 0 || total[t]! < total[best]!)) best = t;
    }
    if (size[best] === small) large++;
    size[best]!++;
    total[best]! += players[player]!.composite;
    assign[player] = best;
  }
  return assign;
}
