import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Pagination, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { deskPageSize, useCheckInPlayer, useDeskPage, useUndoCheckIn, type DeskCheckIn } from '@/features/evaluation-events/api/check-in-desk';
import { useEvaluation } from '@/features/evaluation-events/api/evaluation-events';
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

type CheckedIn = EvaluationDeskPlayerDto & { bib: number };

/** The desk at the gym door: find the child, give the next bib, or register a walk-up. */
export function CheckInDeskPage() {
  const eventId = Number(useParams().eventId);
  const event = useEvaluation(eventId);
  const [checkedInPage, setCheckedInPage] = useState(1);
  // The checked-in list, a page at a time from the server; its answer also carries the desk's counts.
  const checkedIn = useDeskPage(eventId, { checkedIn: true, page: checkedInPage });
  const checkIn = useCheckInPlayer(eventId);
  const undo = useUndoCheckIn(eventId);
  const [given, setGiven] = useState<DeskCheckIn | null>(null);
  const [undoing, setUndoing] = useState<CheckedIn | null>(null);
  const totals = checkedIn.data;
  const checkedInPages = Math.ceil((totals?.count ?? 0) / deskPageSize);

  const checkInPlayer = (player: EvaluationDeskPlayerDto) => checkIn.mutate(player.player_id, { onSuccess: setGiven });
  const confirmUndo = () =>
    undoing &&
    undo.mutate(undoing.player_id, {
      onSuccess: () => {
        if (given?.player_id === undoing.player_id) setGiven(null);
        setUndoing(null);
      },
      onError: () => setUndoing(null),
    });

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
          {event.data?.name ?? 'Evaluation day'} · {pluralize(totals?.checked_in ?? 0, 'child', 'children')} checked in of {pluralize(totals?.registered ?? 0, 'child', 'children')} registered
        </Typography>
      </Paper>
      <BibAnnouncement checkIn={given} />
      {checkIn.isError && <Alert severity="error">{apiErrorMessage(checkIn.error) ?? 'The child could not be checked in. Please try again.'}</Alert>}
      {undo.isError && <Alert severity="error">{apiErrorMessage(undo.error) ?? 'The check-in could not be undone. Please try again.'}</Alert>}
      {checkedIn.isError && <Alert severity="error">The checked-in children could not be loaded. Please try again.</Alert>}
      <Section title="Find a registered child">
        <DeskSearch eventId={eventId} busyPlayerId={checkIn.isPending ? (checkIn.variables ?? null) : null} onCheckIn={checkInPlayer} />
      </Section>
      <Section title="Walk-up (not registered)">
        <WalkUpForm eventId={eventId} divisions={event.data?.divisions ?? []} onCheckedIn={setGiven} />
      </Section>
      <Section title="Checked in">
        <CheckedInTable players={(totals?.results ?? []) as CheckedIn[]} label="Children checked in, latest bib first" onUndo={setUndoing} undoing={undo.isPending} />
        {checkedInPages > 1 && <Pagination count={checkedInPages} page={checkedInPage} onChange={(_, next) => setCheckedInPage(next)} aria-label="Pages of checked-in children" sx={{ mt: 1 }} />}
      </Section>
      <ConfirmDialog
        open={!!undoing}
        title={undoing ? `Undo the check-in of ${undoing.name}?` : ''}
        message="Only for a mistake: the child goes back to the list without a bib. Bib numbers are never given twice, so this bib stays unused and the child gets a new one when checked in again. A child an evaluator has already scored keeps their bib."
        confirmLabel="Undo check-in"
        busy={undo.isPending}
        onConfirm={confirmUndo}
        onCancel={() => setUndoing(null)}
      />
    </Stack>
  );
}
