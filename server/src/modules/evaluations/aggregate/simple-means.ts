import { trimmedMeanFrom } from '@league/contract';
import type { PlayerFigure, ScoreCell } from './types.js';

/** The cells grouped by player, in the order players first appear. */
export function groupByPlayer(cells: readonly ScoreCell[]): Map<number, number[]> {
  const byPlayer = new Map<number, number[]>();
  for (const cell of cells) {
    const values = byPlayer.get(cell.player);
    if (values) values.push(cell.value);
    else byPlayer.set(cell.player, [cell.value]);
  }
  return byPlayer;
}

export function meanOf(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length === 0 ? 0 : sum / values.length;
}

/** The plain average of each player's scores. */
export function rawMeans(cells: readonly ScoreCell[]): PlayerFigure[] {
  return [...groupByPlayer(cells)].map(([player, values]) => ({ player, figure: meanOf(values), evaluators: values.length }));
}

/** The smallest count of scores from which the highest and the lowest are dropped (the screens hide that average below it). */
export const trimFrom = trimmedMeanFrom;

/** The average without the player's single highest and single lowest score, when there are at least 4. */
export function trimmedMeans(cells: readonly ScoreCell[]): PlayerFigure[] {
  return [...groupByPlayer(cells)].map(([player, values]) => {
    if (values.length < trimFrom) return { player, figure: meanOf(values), evaluators: values.length };
    const sorted = [...values].sort((a, b) => a - b);
    return { player, figure: meanOf(sorted.slice(1, -1)), evaluators: values.length };
  });
}
