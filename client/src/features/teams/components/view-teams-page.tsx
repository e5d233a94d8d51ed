import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import AssessmentIcon from '@mui/icons-material/Assessment';
import SendIcon from '@mui/icons-material/Send';
import { paths } from '@/config/paths';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { TeamBarChart } from '@/components/ui/team-bar-chart';
import { useTeams } from '@/api/teams/list-teams';
import type { TeamDto } from '@league/contract';
import type { ExportScope } from '@/features/teams/lib/export-columns';
import { EditTeamDialog } from './edit-team-dialog';
import { FilterLoadErrors } from '@/components/ui/filter-load-errors';
import { ExportDialog } from './export-dialog';
import { TeamCard } from './team-card';
import { TeamPlayersDialog } from './team-players-dialog';
import { PageHeader } from '@/components/ui/page-header';

export function ViewTeamsPage() {
  const [filters, setFilters] = useSeasonDivisionChoice();
  const { teams, isLoading, isError } = useTeams({ season: filters.seasonId, division: filters.divisionId });
  const [editing, setEditing] = useState<TeamDto | null>(null);
  const [viewing, setViewing] = useState<TeamDto | null>(null);
  const [exporting, setExporting] = useState<ExportScope | null>(null);

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader
          title="View Teams"
          actions={
            <>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setExporting('players')}>
                Export Players
              </Button>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setExporting('teams')}>
                Export Teams
              </Button>
              {/* A report explains one division's teams: offered once one is chosen. */}
              <Button
                variant="outlined"
                startIcon={<AssessmentIcon />}
                component={RouterLink}
                to={filters.divisionId ? paths.dashboard.fairnessReport(filters.divisionId) : paths.dashboard.viewTeams}
                disabled={!filters.divisionId}
                title={filters.divisionId ? undefined : 'Choose a division to see its fairness report.'}
              >
                Fairness Report
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={filters.divisionId ? `${paths.dashboard.rosterBoard}?season=${filters.seasonId ?? ''}&division=${filters.divisionId}` : paths.dashboard.viewTeams}
                disabled={!filters.divisionId}
                title={filters.divisionId ? undefined : 'Choose a division to drag its players between teams.'}
              >
                Roster Board
              </Button>
              <Button
                variant="outlined"
                startIcon={<SendIcon />}
                component={RouterLink}
                to={filters.divisionId ? paths.dashboard.publishRosters(filters.divisionId) : paths.dashboard.viewTeams}
                disabled={!filters.divisionId}
                title={filters.divisionId ? undefined : 'Choose a division to publish its rosters.'}
              >
                Publish
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={filters.divisionId ? paths.dashboard.coachRatingLinks(filters.divisionId) : paths.dashboard.viewTeams}
                disabled={!filters.divisionId}
                title={filters.divisionId ? undefined : 'Choose a division to send its coaches rating links.'}
              >
                Coach Ratings
              </Button>
            </>
          }
        />
        <SeasonDivisionSelects idPrefix="view-teams" allowAll seasonId={filters.seasonId} divisionId={filters.divisionId} onChange={setFilters} />
      </Paper>
      <FilterLoadErrors seasonId={filters.seasonId} allowAll />
      {isError && <Alert severity="error">Failed to load teams. Please try again.</Alert>}
      {isLoading && <Typography color="text.secondary">Loading teams...</Typography>}
      {!isLoading && !isError && teams.length === 0 && <Typography color="text.secondary">No teams have been added yet.</Typography>}
      {teams.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <TeamBarChart title="Team composite totals" valueLabel="Team composite" bars={teams.map((t) => ({ team: t.name, value: t.team_composite }))} />
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {teams.map((team) => (
          <TeamCard key={team.id} team={team} onEdit={() => setEditing(team)} onViewPlayers={() => setViewing(team)} />
        ))}
      </Box>
      {editing && <EditTeamDialog key={editing.id} team={editing} onClose={() => setEditing(null)} />}
      {viewing && <TeamPlayersDialog team={viewing} onClose={() => setViewing(null)} />}
      {exporting && <ExportDialog scope={exporting} seasonId={filters.seasonId} divisionId={filters.divisionId} onClose={() => setExporting(null)} />}
    </Stack>
  );
}
