import type { PlayerDto } from '@league/contract';

export type SkillRange = 'high' | 'medium' | 'low';

export const skillRanges: { value: SkillRange; label: string }[] = [
  { value: 'high', label: 'High (8-10)' },
  { value: 'medium', label: 'Medium (5-7)' },
  { value: 'low', label: 'Low (1-4)' },
];

/**
 * Scores are decimals on 0-10, so the spec's whole-number bands are read as half-open:
 * 8 and up is High, 5 up to 8 Medium, below 5 Low (an unrated 0 counts as Low).
 */
export function skillRangeOf(score: number): SkillRange {
  if (score >= 8) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

export const birthYearOf = (player: Pick<PlayerDto, 'date_of_birth'>): string | null => player.date_of_birth?.slice(0, 4) || null;

/** Best first; equal scores by name so the order (and Top N) never jumps between loads. */
export function rankPlayers(players: PlayerDto[]): PlayerDto[] {
  return [...players].sort((a, b) => b.overall_skill - a.overall_skill || a.name.localeCompare(b.name));
}

export interface PlayerFilterValues {
  birthYears: string[];
  skillRanges: SkillRange[];
  /** Siblings or carpool groups kept from the registration export. */
  groups: string[];
}

export const noPlayerFilters: PlayerFilterValues = { birthYears: [], skillRanges: [], groups: [] };

export const isFiltered = (filters: PlayerFilterValues) => Object.values(filters).some((chosen) => chosen.length > 0);

/** An empty filter lets everyone through. */
export function filterPlayers(players: PlayerDto[], { birthYears, skillRanges: ranges, groups }: PlayerFilterValues): PlayerDto[] {
  return players.filter((p) => {
    const year = birthYearOf(p);
    if (birthYears.length && (!year || !birthYears.includes(year))) return false;
    if (groups.length && (!p.group || !groups.includes(p.group))) return false;
    return !ranges.length || ranges.includes(skillRangeOf(p.overall_skill));
  });
}

/** The division's groups, by name; a group of one still shows (a sibling may join later). */
export function groupsOf(players: Pick<PlayerDto, 'group'>[]): string[] {
  return [...new Set(players.flatMap((p) => (p.group ? [p.group] : [])))].sort((a, b) => a.localeCompare(b));
}

export function birthYearsOf(players: PlayerDto[]): string[] {
  return [...new Set(players.map(birthYearOf).filter((y): y is string => !!y))].sort();
}

/** Ids of the first n players of an already ranked list. */
export const topIds = (ranked: PlayerDto[], n: number) => ranked.slice(0, n).map((p) => p.id);
