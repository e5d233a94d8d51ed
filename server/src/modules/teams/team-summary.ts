import { round } from '../../lib/composite.js';
import { practiceDayCodes, readRegion, readUnavailableDays, regionCodes, weekdayNames, type TeamScores, type WeekdayCode } from '@league/contract';

export interface RosterPlayer {
  overallSkill: number;
  heightCm: number | null;
  additionalData: unknown;
}

/** Composite total, average and the summary a team card shows, from the current roster only. */
export function summarizeTeam(roster: RosterPlayer[]): TeamScores {
  const total = roster.reduce((sum, p) => sum + p.overallSkill, 0);
  return {
    team_composite: round(total, 2),
    team_average: roster.length ? round(total / roster.length, 2) : 0,
    team_summary: {
      player_count: roster.length,
      ...summarizeAvailability(roster),
      average_height_cm: averageHeight(roster),
      ...summarizeRegions(roster),
    },
  };
}

function averageHeight(roster: RosterPlayer[]): number | null {
  const heights = roster.map((p) => p.heightCm).filter((h): h is number => typeof h === 'number' && h > 0);
  return heights.length ? round(heights.reduce((a, b) => a + b, 0) / heights.length, 1) : null;
}

function summarizeRegions(roster: RosterPlayer[]) {
  const counts = new Map<string, { name: string; count: number }>();
  for (const player of roster) {
    const region = readRegion(player.additionalData);
    if (!region) continue;
    const entry = counts.get(region.code) ?? { name: region.name, count: 0 };
    entry.count += 1;
    counts.set(region.code, entry);
  }
  const known = [...counts.values()].reduce((sum, e) => sum + e.count, 0);
  // Ties go to the spec's region order (N, S, E, W, C), then to other names alphabetically.
  const rank = (code: string) => ((regionCodes as readonly string[]).includes(code) ? (regionCodes as readonly string[]).indexOf(code) : regionCodes.length);
  const ordered = [...counts.entries()].sort(
    ([a, x], [b, y]) => y.count - x.count || rank(a) - rank(b) || a.localeCompare(b),
  );
  const top = ordered[0];
  return {
    primary_region: top ? top[0] : null,
    primary_region_name: top ? top[1].name : null,
    primary_region_count: top ? top[1].count : 0,
    known_region_players: known,
  };
}

function summarizeAvailability(roster: RosterPlayer[]) {
  const conflicts = new Map<WeekdayCode, number>(practiceDayCodes.map((d) => [d, 0]));
  let playersWithConflicts = 0;
  for (const player of roster) {
    const days = readUnavailableDays(player.additionalData);
    if (days.length) playersWithConflicts += 1;
    for (const day of days) if (conflicts.has(day)) conflicts.set(day, conflicts.get(day)! + 1);
  }
  // An empty roster has no best day; otherwise every Mon-Fri day tied at the fewest conflicts.
  const fewest = Math.min(...conflicts.values());
  const best = roster.length ? practiceDayCodes.filter((d) => conflicts.get(d) === fewest) : [];
  return {
    players_with_conflicts: playersWithConflicts,
    best_practice_days: best,
    best_practice_day_names: best.map((d) => weekdayNames[d]),
  };
}
