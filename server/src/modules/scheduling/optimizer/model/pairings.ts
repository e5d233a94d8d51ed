import type { GamesPerTeam } from './types.js';

export interface Pairing {
  home: number;
  away: number;
  /** The round of the circle method it comes from: the order a team meets its opponents in. */
  round: number;
}

/**
 * The circle method: `n` teams (a bye added when odd) in rounds where everyone plays once and
 * meets every other before a rematch; one team stays, the others turn. Home and away alternate
 * so that each team's count stays within one, and swap in every second cycle.
 */
function circleRounds(n: number, cycles: number): Pairing[][] {
  const size = n % 2 === 0 ? n : n + 1;
  const ring = Array.from({ length: size }, (_, i) => i);
  const rounds: Pairing[][] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let r = 0; r < size - 1; r++) {
      const round: Pairing[] = [];
      for (let i = 0; i < size / 2; i++) {
        const a = ring[i]!;
        const b = ring[size - 1 - i]!;
        if (a >= n || b >= n) continue;
        const flip = (i === 0 ? r % 2 === 1 : i % 2 === 1) !== (cycle % 2 === 1);
        round.push({ home: flip ? b : a, away: flip ? a : b, round: rounds.length });
      }
      rounds.push(round);
      ring.splice(1, 0, ring.pop()!);
    }
  }
  return rounds;
}

/** Games each team of an n-team division is to play. */
export function gamesWanted(n: number, games: GamesPerTeam): number {
  if (games.kind === 'round-robin') return n - 1;
  if (games.kind === 'double-round-robin') return 2 * (n - 1);
  return games.count;
}

/**
 * A division's games as team indices 0..n-1: whole rounds of the circle method until each team
 * has its games. With N games per team and an odd count of both teams and N, one team plays one
 * fewer (each game has two teams).
 */
export function pairTeams(n: number, games: GamesPerTeam): Pairing[] {
  const wanted = gamesWanted(n, games);
  if (n < 2 || wanted <= 0) return [];
  // Each team plays n - 1 games a cycle (odd n: one bye a round); one more cycle for the odd case.
  const rounds = circleRounds(n, Math.ceil(wanted / (n - 1)) + 1);
  const played = new Array<number>(n).fill(0);
  const result: Pairing[] = [];
  for (const round of rounds) {
    for (const pairing of round) {
      if (played[pairing.home]! < wanted && played[pairing.away]! < wanted) {
        result.push(pairing);
        played[pairing.home]!++;
        played[pairing.away]!++;
      }
    }
    if (played.every((count) => count >= wanted)) break;
  }
  return result;
}
