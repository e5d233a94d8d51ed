export interface RosterEntry {
  id: number;
  team: number | null;
  overall_skill: number;
}

import { averageOf as average } from '@/lib/format';

/** An empty team (before a move in, or after the last player leaves) has no average: null. */
export interface AveragePreviewRow {
  teamId: number;
  before: number | null;
  after: number | null;
}

function teamSkills(roster: RosterEntry[], teamId: number, without: number[] = []) {
  return roster.filter((p) => p.team === teamId && !without.includes(p.id)).map((p) => p.overall_skill);
}

/** Team averages before and after swapping two players; Unassigned has no average to show. */
export function previewTrade(roster: RosterEntry[], source: RosterEntry, target: RosterEntry): AveragePreviewRow[] {
  const rows: AveragePreviewRow[] = [];
  for (const [leaving, joining] of [[source, target], [target, source]] as const) {
    if (leaving.team === null) continue;
    const stay = teamSkills(roster, leaving.team, [leaving.id]);
    rows.push({ teamId: leaving.team, before: average(teamSkills(roster, leaving.team)), after: average([...stay, joining.overall_skill]) });
  }
  return rows;
}

/** Team averages before and after moving one player to another team (or out of every team). */
export function previewMove(roster: RosterEntry[], player: RosterEntry, toTeam: number | null): AveragePreviewRow[] {
  const rows: AveragePreviewRow[] = [];
  if (player.team !== null) {
    rows.push({ teamId: player.team, before: average(teamSkills(roster, player.team)), after: average(teamSkills(roster, player.team, [player.id])) });
  }
  if (toTeam !== null && toTeam !== player.team) {
    const current = teamSkills(roster, toTeam);
    rows.push({ teamId: toTeam, before: average(current), after: average([...current, player.overall_skill]) });
  }
  return rows;
}
