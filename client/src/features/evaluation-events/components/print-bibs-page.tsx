import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { useDeskPlayers } from '@/features/evaluation-events/api/check-in-desk';
import { useEvaluation } from '@/features/evaluation-events/api/evaluation-events';
import { describeSessions } from '@/features/evaluation-events/lib/describe-event';
import { byBib } from '@/features/evaluation-events/lib/match-desk-player';
import { BibLabels } from './bib-labels';
import { CheckInSheet } from './check-in-sheet';
import { PrintStyles } from './print-styles';

type Sheet = 'labels' | 'sheet';

/** Bib labels for the checked-in children, or the check-in sheet of the whole division; Print prints what is shown. */
export function PrintBibsPage() {
  const eventId = Number(useParams().eventId);
  const [search, setSearch] = useSearchParams();
  const shown: Sheet = search.get('show') === 'sheet' ? 'sheet' : 'labels';
  const event = useEvaluation(eventId);
  const players = useDeskPlayers(eventId);
  const checkedIn = byBib(players.data ?? []);
  const name = event.data?.name ?? 'Evaluation day';

  return (
    <Stack spacing={3}>
      <PrintStyles />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className="no-print" sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={paths.dashboard.evaluationCheckIn(eventId)} startIcon={<ArrowBackIcon />}>
          Back to the check-in desk
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup exclusive value={shown} onChange={(_, value: Sheet | null) => value && setSearch(value === 'sheet' ? { show: 'sheet' } : {}, { replace: true })} aria-label="What to print">
            <ToggleButton value="labels">Bib labels</ToggleButton>
            <ToggleButton value="sheet">Check-in sheet</ToggleButton>
          </ToggleButtonGroup>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!players.data}>
            Print
          </Button>
        </Stack>
      </Stack>
      {players.isLoading && <Typography color="text.secondary">Loading the players...</Typography>}
      {(players.isError || event.isError) && <Alert severity="error">The evaluation day could not be loaded. Please try again.</Alert>}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h1">
          {shown === 'labels' ? 'Bib labels' : 'Check-in sheet'}: {name}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {event.data && `${event.data.divisions.map((d) => d.name).join(', ')} · ${describeSessions(event.data.sessions)} · `}
          {shown === 'labels' ? pluralize(checkedIn.length, 'label') : `${pluralize(players.data?.length ?? 0, 'registered child', 'registered children')}, ${checkedIn.length} with a bib`}
        </Typography>
        {players.data && (shown === 'labels' ? <BibLabels players={checkedIn} eventName={name} /> : <CheckInSheet players={players.data} />)}
      </Paper>
    </Stack>
  );
}
