import { useState } from 'react';
import { Alert, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { DivisionDto, ScheduleDto, TeamDto } from '@league/contract';
import { pluralize } from '@/lib/format';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import type { ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';
import { GamesFilters, matchesFilters, noGameFilters, type GameFilters } from './games-filters';
import { GamesTable } from './games-table';
import { ScheduleSection } from './schedule-section';
import { WeekGrid } from './week-grid';

interface GamesSectionProps {
  seasonId: number;
  preview: ScheduleDto | null;
  divisions: DivisionDto[];
  teams: TeamDto[];
  names: ScheduleNames;
}

/** The saved games (or the preview, until it is saved), filterable by division, team and family, as a table or a week grid to drag games on. */
export function GamesSection({ seasonId, preview, divisions, teams, names }: GamesSectionProps) {
  const saved = useSeasonSchedule(seasonId);
  const [filters, setFilters] = useState<GameFilters>(noGameFilters);
  const games = preview?.games ?? saved.data?.results ?? [];
  const families = saved.data?.families ?? [];
  const shown = games.filter((g) => matchesFilters(g, filters, families));
  const label = preview ? 'Previewed games' : 'Saved games';
  // The week grid moves saved games; a preview is only looked at in the table until it is saved.
  const [view, setView] = useState<'table' | 'week'>('table');
  const showWeek = view === 'week' && !preview;

  return (
    <ScheduleSection id="games-title" title="Games">
      <Stack spacing={2}>
        {preview && <Alert severity="info">These are the previewed games; nothing is saved until you choose Save schedule.</Alert>}
        {saved.isError && <Alert severity="error">The games could not be loaded. Please try again.</Alert>}
        <GamesFilters filters={filters} divisions={divisions} teams={teams} families={families} onChange={setFilters} />
        <ToggleButtonGroup exclusive size="small" value={showWeek ? 'week' : 'table'} onChange={(_, next: 'table' | 'week' | null) => next && setView(next)} aria-label="Show the games as">
          <ToggleButton value="table">Table</ToggleButton>
          <ToggleButton value="week" disabled={preview !== null}>Week grid (drag to move)</ToggleButton>
        </ToggleButtonGroup>
        {games.length === 0 ? (
          <Typography color="text.secondary">{saved.isLoading ? 'Loading the games...' : 'No games yet: build the schedule above.'}</Typography>
        ) : (
          <>
            <Typography>{`Showing ${pluralize(shown.length, 'game')} of ${games.length}.`}</Typography>
            {showWeek ? <WeekGrid seasonId={seasonId} games={games} shown={shown} names={names} /> : <GamesTable label={label} games={shown} names={names} />}
          </>
        )}
      </Stack>
    </ScheduleSection>
  );
}
