import type { DivisionTermsDto, TeamTermsDto, TradePreviewDto } from '@league/contract';
import { formatNumber, noValue } from '@/lib/format';

export interface TermRow {
  label: string;
  before: string;
  after: string;
}

const tiers = (team: TeamTermsDto | undefined) => (team ? `${team.tiers.top} / ${team.tiers.middle} / ${team.tiers.bottom}` : noValue);
const centimetres = (value: number | null | undefined) => (value == null ? noValue : `${formatNumber(value, 1)} cm`);
const count = (value: number | null) => (value === null ? noValue : String(value));

/**
 * The preview in a volunteer's words, one row per term the balancing weighs. Terms the
 * division has no data for (no heights, no regions, no requests) are left out.
 */
export function describeTermChanges({ before, after }: TradePreviewDto): TermRow[] {
  const row = (label: string, read: (terms: DivisionTermsDto) => string): TermRow => ({ label, before: read(before), after: read(after) });
  const teamOf = (terms: DivisionTermsDto, teamId: number) => terms.teams.find((t) => t.team_id === teamId);
  const rows = [row('Strength gap between the strongest and weakest team (total overall skill)', (d) => formatNumber(d.strength_gap))];
  for (const { team_id: id, team_name: name } of after.teams) {
    rows.push(row(`${name}: top / middle / bottom third players`, (d) => tiers(teamOf(d, id))));
  }
  for (const { team_id: id, team_name: name } of after.teams) {
    if (teamOf(before, id)?.average_height_cm != null || teamOf(after, id)?.average_height_cm != null) {
      rows.push(row(`${name}: average height`, (d) => centimetres(teamOf(d, id)?.average_height_cm)));
    }
  }
  if (before.players_outside_region !== null || after.players_outside_region !== null) {
    rows.push(row("Players living outside their team's main region", (d) => count(d.players_outside_region)));
  }
  rows.push(row("Players who can't make their team's best practice day", (d) => String(d.practice_conflicts)));
  if (after.requests.total > 0) rows.push(row('Teammate requests honoured', (d) => `${d.requests.honoured} of ${d.requests.total}`));
  return rows;
}
