import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import axios from 'axios';
import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import { useCoachDraft } from '@/features/live-draft/api/get-draft';
import { useMakePick } from '@/features/live-draft/api/make-pick';
import { apiErrorMessage } from '@/lib/api-client';
import { DraftBoard } from './draft-board';
import { DraftPool } from './draft-pool';
import { OnTheClock } from './on-the-clock';
import { SuggestPick } from './suggest-pick';
import { useDraftStream } from './use-draft-stream';
import { useSecondsLeft } from './use-seconds-left';

/** A coach's draft page, opened from the join link on a phone or laptop: the turn, the pool, the teams. */
export function CoachDraftPage() {
  const draftId = Number(useParams().draftId);
  const key = useSearchParams()[0].get('key') ?? '';
  const { data: state, isLoading, error } = useCoachDraft(draftId, key);
  const stream = useDraftStream(draftId, key, !!state);
  const secondsLeft = useSecondsLeft(state);
  const pick = useMakePick(draftId, key);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const yourTeamId = state?.your_team_id;
  const yourTeam = state?.teams.find((t) => t.team_id === yourTeamId);
  const yourTurn = !!state && state.status === 'open' && state.on_the_clock?.team_id === yourTeamId;

  const choose = (player: { id: number; name: string }) => {
    setMessage(null);
    pick.mutate(player.id, {
      onSuccess: () => setMessage({ severity: 'success', text: `You picked ${player.name}.` }),
      onError: (err) => setMessage({ severity: 'error', text: apiErrorMessage(err) ?? 'The pick could not be saved. Check your connection and try again.' }),
    });
  };

  if (isLoading) return <Typography sx={{ p: 2 }}>Opening the draft...</Typography>;
  if (error || !state) {
    const known = axios.isAxiosError(error) && error.response?.status !== 401 && error.response?.status !== 404;
    return (
      <Container maxWidth="sm" component="main" sx={{ py: 2 }}>
        <Alert severity="error">{known ? (apiErrorMessage(error) ?? 'The draft could not be opened. Reload the page.') : 'This draft link is not known. Open the whole link the league sent you, or ask for a new one.'}</Alert>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" component="main" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h4" component="h1">
            Coach draft{yourTeam ? `: ${yourTeam.team_name}` : ''}
          </Typography>
          <Typography color="text.secondary">
            {state.picks.length} pick{state.picks.length === 1 ? '' : 's'} made, {state.pool.length} player{state.pool.length === 1 ? '' : 's'} left. Each
            coach has {state.pick_seconds} seconds per pick.
          </Typography>
        </Box>
        {stream === 'reconnecting' && <Alert severity="warning">Connection lost. Reconnecting: the page catches up with the draft by itself.</Alert>}
        <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.default', py: 0.5 }}>
          <OnTheClock state={state} secondsLeft={secondsLeft} yourTeamId={yourTeamId} />
        </Box>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
        <SuggestPick state={state} coachKey={key} onPick={yourTurn ? choose : undefined} picking={pick.isPending} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' }, alignItems: 'start' }}>
          <DraftPool pool={state.pool} onPick={yourTurn ? choose : undefined} picking={pick.isPending} />
          <DraftBoard state={state} yourTeamId={yourTeamId} />
        </Box>
      </Stack>
    </Container>
  );
}
