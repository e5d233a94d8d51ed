export const searchResultLimit = 10;

/** Case-insensitive substring match on names; an empty query finds nothing rather than everyone. */
export function searchPlayers<T extends { name: string }>(players: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return players.filter((p) => p.name.toLowerCase().includes(needle)).slice(0, searchResultLimit);
}
