/**
 * The one rule for team names: unique within a division, ignoring letter case and surrounding
 * spaces ("Hawks" and " hawks" are one name). `POST teams/` checks it against the stored teams
 * (repository `isTeamNameTaken`, a case-insensitive match); a saved roster checks its own list here.
 */
export const teamNameKey = (name: string): string => name.trim().toLowerCase();

/** The first name that repeats another in the list (in any letter case), or null. */
export function findRepeatedTeamName(names: string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = teamNameKey(name);
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}
