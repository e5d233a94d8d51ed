import type { RosterChangePreviewDto, RosterTeamBeforeDto, RosterTeamDto } from '@league/contract';

export interface AffectedTeam {
  name: string;
  /** Null for a team the change adds. */
  before: RosterTeamBeforeDto | null;
  /** Null for a team the change empties and removes. */
  after: RosterTeamDto | null;
}

/** The teams a move leaves or joins, as they stand now and after; untouched teams are left out. */
export function affectedTeams(preview: RosterChangePreviewDto): AffectedTeam[] {
  const touchedIds = new Set(preview.moves.flatMap((m) => [m.from_team_id, m.to_team_id]).filter((id): id is number => id !== null));
  // A team the rebalance adds has no id yet: its name is all a move can name it by.
  const touchedNewNames = new Set(preview.moves.filter((m) => m.to_team_id === null).map((m) => m.to_team_name));
  const beforeById = new Map(preview.teams_before.map((t) => [t.team_id, t]));
  const kept = preview.results
    .filter((t) => (t.team_id === null ? touchedNewNames.has(t.team_name) : touchedIds.has(t.team_id)))
    .map((t) => ({ name: t.team_name, before: t.team_id === null ? null : (beforeById.get(t.team_id) ?? null), after: t }));
  const remaining = new Set(preview.results.map((t) => t.team_id));
  const removed = preview.teams_before.filter((t) => !remaining.has(t.team_id) && touchedIds.has(t.team_id)).map((t) => ({ name: t.team_name, before: t, after: null }));
  return [...kept, ...removed];
}
