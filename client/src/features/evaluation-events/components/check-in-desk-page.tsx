import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useCheckInPlayer, useDeskPlayers, type DeskCheckIn } from '@/features/evaluation-events/api/check-in-desk';
import { useEvaluation } from '@/features/evaluation-events/api/evaluation-events';
import { byBib } from '@/features/evaluation-events/lib/match-desk-player';
import { BibAnnouncement } from './bib-announcement';
import { CheckedInTable } from './checked-in-table';
import { DeskSearch } from './desk-search';
import { WalkUpForm } from './walk-up-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `desk-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The desk at the gym door: find the child, give the next bib, or register a walk-up. */
export function CheckInDeskPage() {
  const eventId = Number(useParams().eventId);
  const event = useEvaluation(eventId);
  const players = useDeskPlayers(eventId);
  const checkIn = useCheckInPlayer(eventId);
  const [given, setGiven] = useState<DeskCheckIn | null>(null);
  const checkedIn = byBib(players.data ?? []);

  const checkInPlayer = (player: EvaluationDeskPlayerDto) => checkIn.mutate(player.player_id, { onSuccess: setGiven });

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.dashboard.evaluationEvent(eventId)} startIcon={<ArrowBackIcon />}>
          Back to the evaluation day
        </Button>
        <Button component={RouterLink} to={paths.dashboard.evaluationPrint(eventId)} startIcon={<PrintIcon />}>
          Bib labels and check-in sheet
        </Button>
      </Stack>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title="Check-in desk" />
        <Typography color="text.secondary">
          {event.data?.name ?? 'Evaluation day'} · {pluralize(checkedIn.length, 'child', 'children')} checked in of {pluralize(players.data?.length ?? 0, 'child', 'children')} in the division
        </Typography>
      </Paper>
      <BibAnnouncement checkIn={given} />
      {checkIn.isError && <Alert severity="error">{apiErrorMessage(checkIn.error) ?? 'The child could not be checked in. Please try again.'}</Alert>}
      {players.isError && <Alert severity="error">The division&apos;s players could not be loaded. Please try again.</Alert>}
      <Section title="Find a registered child">
        {players.isLoading ? (
          <Typography color="text.secondary">Loading the players...</Typography>
        ) : (
          <DeskSearch players={players.data ?? []} busyPlayerId={checkIn.isPending ? (checkIn.variables ?? null) : null} onCheckIn={checkInPlayer} />
        )}
      </Section>
      <Section title="Walk-up (not registered)">
        <WalkUpForm eventId={eventId} onCheckedIn={setGiven} />
      </Section>
      <Section title="Checked in">
        <CheckedInTable players={[...checkedIn].reverse()} label="Children checked in, latest bib first" />
      </Section>
    </Stack>
  );
}
