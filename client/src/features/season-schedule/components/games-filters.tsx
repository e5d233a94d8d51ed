import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { DivisionDto, ScheduleFamilyDto, TeamDto } from '@league/contract';

export interface GameFilters {
  divisionId: number | null;
  teamId: number | null;
  /** A family's key: the games of every team its children play on. */
  familyKey: string | null;
}

export const noGameFilters: GameFilters = { divisionId: null, teamId: null, familyKey: null };

/** Whether a game passes the filters; `families` gives a chosen family's teams. */
export function matchesFilters(game: { division_id: number; home_team_id: number; away_team_id: number }, filters: GameFilters, families: ScheduleFamilyDto[]): boolean {
  const plays = (teamIds: number[]) => teamIds.includes(game.home_team_id) || teamIds.includes(game.away_team_id);
  const family = filters.familyKey === null ? null : families.find((f) => f.key === filters.familyKey);
  return (filters.divisionId === null || game.division_id === filters.divisionId) && (filters.teamId === null || plays([filters.teamId])) && (!family || plays(family.team_ids));
}

interface GamesFiltersProps {
  filters: GameFilters;
  divisions: DivisionDto[];
  teams: TeamDto[];
  families: ScheduleFamilyDto[];
  onChange: (next: GameFilters) => void;
}

const toValue = (id: number | null) => (id === null ? '' : String(id));
const fromValue = (value: string) => (value === '' ? null : Number(value));

/** Narrow the games to one division, and to one of its teams, or to one family's children. Changing the division clears the team. */
export function GamesFilters({ filters, divisions, teams, families, onChange }: GamesFiltersProps) {
  const teamChoices = filters.divisionId === null ? teams : teams.filter((t) => t.division === filters.divisionId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl fullWidth size="small">
        <InputLabel id="games-division-label">Division</InputLabel>
        <Select labelId="games-division-label" id="games-division" label="Division" value={toValue(filters.divisionId)} onChange={(e) => onChange({ ...filters, divisionId: fromValue(e.target.value), teamId: null })}>
          <MenuItem value="">All divisions</MenuItem>
          {divisions.map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth size="small">
        <InputLabel id="games-team-label">Team</InputLabel>
        <Select labelId="games-team-label" id="games-team" label="Team" value={toValue(filters.teamId)} onChange={(e) => onChange({ ...filters, teamId: fromValue(e.target.value) })}>
          <MenuItem value="">All teams</MenuItem>
          {teamChoices.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {filters.divisionId === null ? `${t.name} (${t.division_name})` : t.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth size="small">
        <InputLabel id="games-family-label">Family</InputLabel>
        <Select labelId="games-family-label" id="games-family" label="Family" value={filters.familyKey ?? ''} onChange={(e) => onChange({ ...filters, familyKey: e.target.value === '' ? null : e.target.value })}>
          <MenuItem value="">All families</MenuItem>
          {families.map((f) => (
            <MenuItem key={f.key} value={f.key}>
              {`${f.name} (${f.children.join(', ')})`}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
