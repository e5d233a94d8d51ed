import { foldName } from '../stored-rules.js';

/**
 * A group key shared by one player only is not a group: household columns give every family a
 * key, so most players would otherwise carry a "group" of one. Keys are compared as the
 * optimizer compares them (folded); a lone key becomes null, so neither the optimizer, the
 * preview nor a save sees it.
 */
export function dropLoneGroups<T extends { group: string | null }>(players: T[]): void {
  const sizes = new Map<string, number>();
  for (const { group } of players) if (group !== null) sizes.set(foldName(group), (sizes.get(foldName(group)) ?? 0) + 1);
  for (const player of players) if (player.group !== null && sizes.get(foldName(player.group))! < 2) player.group = null;
}
