import { Alert, Box, Typography } from '@mui/material';
import type { DraftStateDto } from '@league/contract';
import { secondsText } from '@/features/live-draft/lib/draft-words';

interface OnTheClockProps {
  state: DraftStateDto;
  secondsLeft: number | null;
  /** The coach's own team, so the banner can say "your turn". */
  yourTeamId?: number;
}

/** Whose turn it is and the time left; the turn sentence is announced to screen readers, the countdown is not. */
export function OnTheClock({ state, secondsLeft, yourTeamId }: OnTheClockProps) {
  const turn = state.on_the_clock;
  if (state.status === 'finished') {
    const next = yourTeamId ? 'The league will share the teams.' : 'The picks are now the teams\u2019 draft rosters.';
    return <Alert severity="success" role="status">The draft is finished. {next}</Alert>;
  }
  if (state.status === 'waiting') {
    const wait = yourTeamId
      ? 'The draft has not started yet. The league starts it once every coach has their link; your clock runs only from then.'
      : 'The draft has not started yet: send each coach their link, then press Start the draft. No clock runs until then.';
    return <Alert severity="info" role="status">{wait}</Alert>;
  }
  if (state.status === 'paused') return <Alert severity="warning" role="status">The draft is paused by the league. The clock is stopped.</Alert>;
  if (!turn) return <Alert severity="info" role="status">Every player has been picked. The league will finish the draft.</Alert>;
  const yours = turn.team_id === yourTeamId;
  return (
    <Alert severity={yours ? 'success' : 'info'} icon={false} role="region" aria-label="Whose turn" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography component="p" variant="h6" aria-live="polite">
          {yours ? 'Your turn to pick' : `${turn.team_name} is picking`} (pick {turn.pick_number}, round {turn.round})
        </Typography>
        {secondsLeft !== null && (
          <Typography component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {secondsText(secondsLeft)} left on the clock
          </Typography>
        )}
      </Box>
      {yours && <Typography variant="body2">When the time runs out, the player who keeps the teams most even is picked for you.</Typography>}
    </Alert>
  );
}
