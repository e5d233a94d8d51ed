import { useLocation, useParams } from 'react-router-dom';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import type { DraftCoachDto } from '@league/contract';
import { PageHeader } from '@/components/ui/page-header';
import { useDivisions } from '@/api/divisions/list-divisions';
import { useAdminDraft } from '@/features/live-draft/api/get-draft';
import { orderLabel } from '@/features/live-draft/lib/draft-words';
import { CoachLinks } from './coach-links';
import { DraftBoard } from './draft-board';
import { DraftControls } from './draft-controls';
import { DraftPool } from './draft-pool';
import { DraftResult } from './draft-result';
import { OnTheClock } from './on-the-clock';
import { SuggestPick } from './suggest-pick';
import { useSecondsLeft } from './use-seconds-left';
import { useAdminDraftStream } from './use-admin-draft-stream';

interface RoomLocationState {
  coaches?: DraftCoachDto[];
  seasonId?: number | null;
}

/** The admin's draft room: join links (right after opening), whose turn, the teams, the controls, the result. */
export function DraftRoomPage() {
  const draftId = Number(useParams().draftId);
  const opened = (useLocation().state ?? {}) as RoomLocationState;
  const stream = useAdminDraftStream(draftId);
  // Polling stops while the stream is live and starts again the moment it drops.
  const { data: state, isLoading, isError } = useAdminDraft(draftId, stream !== 'live');
  const secondsLeft = useSecondsLeft(state);
  const { divisions } = useDivisions();
  const division = divisions.find((d) => d.id === state?.division_id);

  if (isLoading) return <Typography>Opening the draft room...</Typography>;
  if (isError || !state) return <Alert severity="error">This draft could not be found in your league.</Alert>;

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title={`Draft Room${division ? `: ${division.name}` : ''}`} />
        <Typography color="text.secondary" gutterBottom>
          {orderLabel(state.order)}, {state.pick_seconds} seconds per pick. {state.picks.length} pick{state.picks.length === 1 ? '' : 's'} made,{' '}
          {state.pool.length} player{state.pool.length === 1 ? '' : 's'} not picked yet.
        </Typography>
        <Stack spacing={2}>
          <OnTheClock state={state} secondsLeft={secondsLeft} />
          <DraftControls state={state} />
        </Stack>
      </Paper>
      {state.status === 'finished' && <DraftResult state={state} seasonId={opened.seasonId ?? division?.season ?? null} />}
      {opened.coaches && state.status !== 'finished' && (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <CoachLinks draftId={draftId} coaches={opened.coaches} />
        </Paper>
      )}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <SuggestPick state={state} coachKey={null} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
            <DraftPool pool={state.pool} />
            <DraftBoard state={state} />
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
