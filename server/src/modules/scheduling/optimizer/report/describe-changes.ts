import type { GameChange } from '../model/types.js';

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

/** "7 games move; 2 others shift to make room." and, when some found no place, how many. */
export function describeChanges(changes: readonly GameChange[], unplaced: number): string {
  const moved = changes.filter((c) => c.kind === 'closed').length;
  const shifted = changes.length - moved;
  const parts = [moved === 0 && unplaced === 0 ? 'No game moves' : `${games(moved)} ${moved === 1 ? 'moves' : 'move'}`];
  if (shifted > 0) parts.push(`${shifted} other${shifted === 1 ? ' shifts' : 's shift'} to make room`);
  if (unplaced > 0) parts.push(`${games(unplaced)} found no free gym time`);
  return `${parts.join('; ')}.`;
}
