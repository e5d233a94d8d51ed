import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { formatNumber, pluralize } from '@/lib/format';
import { useFairnessReport } from '@/features/fairness-report/api/get-fairness-report';
import { describeFormation } from '@/features/fairness-report/lib/describe-formation';
import { PrintStyles } from './print-styles';
import { TeamReport } from './team-report';

const ratingsParam = 'ratings';
const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The printable fairness report of one division; player ratings only when the admin switches them on. */
export function FairnessReportPage() {
  const divisionId = Number(useParams().divisionId);
  const [search, setSearch] = useSearchParams();
  const withRatings = search.get(ratingsParam) === 'on';
  const { data: report, isLoading, isError } = useFairnessReport(divisionId, withRatings);

  const toggleRatings = (on: boolean) => setSearch(on ? { [ratingsParam]: 'on' } : {}, { replace: true });

  return (
    <Stack spacing={3}>
      <PrintStyles />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className="no-print" sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={paths.dashboard.viewTeams} startIcon={<ArrowBackIcon />}>
          Back to View Teams
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel control={<Switch checked={withRatings} onChange={(e) => toggleRatings(e.target.checked)} />} label="Include player ratings" />
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!report}>
            Print
          </Button>
        </Stack>
      </Stack>
      {isLoading && <Typography color="text.secondary">Loading the fairness report...</Typography>}
      {isError && <Alert severity="error">Failed to load the fairness report. Please try again.</Alert>}
      {report && (
        <>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h4" component="h1">
              How the teams of {report.division.name} were formed
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              {report.division.season_name} · report of {dateText(report.generated_at)}
            </Typography>
            <Typography sx={{ my: 2 }}>{describeFormation(report)}</Typography>
            <Typography variant="body2">
              {pluralize(report.teams.length, 'team')}
              {report.strength && `; gap between the strongest and weakest team's average per player: ${formatNumber(report.strength.average_gap)} on the 0-10 scale`}.
              {report.unassigned_players > 0 && ` ${pluralize(report.unassigned_players, 'player')} not on a team yet.`}
            </Typography>
            {/* The date only: what changed ("Restored the roster of version 3") is the admin's history, not the parents' report. */}
            {report.last_change && <Typography variant="body2">Teams as of {dateText(report.last_change.created_at)}.</Typography>}
            {withRatings && (
              <Alert severity="warning" className="no-print" sx={{ mt: 2 }}>
                This report shows each child&apos;s ratings. Switch them off before sharing it with parents.
              </Alert>
            )}
          </Paper>
          {report.teams.length === 0 && <Typography color="text.secondary">This division has no teams yet.</Typography>}
          {report.teams.map((team) => (
            <TeamReport key={team.id} team={team} skills={report.skills} withRatings={withRatings} />
          ))}
        </>
      )}
    </Stack>
  );
}
