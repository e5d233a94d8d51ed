import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { DivisionDto, TeamDto } from '@league/contract';

export interface GameFilters {
  divisionId: number | null;
  teamId: number | null;
}

interface GamesFiltersProps {
  filters: GameFilters;
  divisions: DivisionDto[];
  teams: TeamDto[];
  onChange: (next: GameFilters) => void;
}

const toValue = (id: number | null) => (id === null ? '' : String(id));
const fromValue = (value: string) => (value === '' ? null : Number(value));

/** Narrow the games to one division, and to one of its teams. Changing the division clears the team. */
export function GamesFilters({ filters, divisions, teams, onChange }: GamesFiltersProps) {
  const teamChoices = filters.divisionId === null ? teams : teams.filter((t) => t.division === filters.divisionId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl fullWidth size="small">
        <InputLabel id="games-division-label">Division</InputLabel>
        <Select labelId="games-division-label" id="games-division" label="Division" value={toValue(filters.divisionId)} onChange={(e) => onChange({ divisionId: fromValue(e.target.value), teamId: null })}>
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
    </Stack>
  );
}
