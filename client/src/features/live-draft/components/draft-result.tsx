import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { DraftStateDto } from '@league/contract';
import { paths } from '@/config/paths';
import { readStoredUser } from '@/lib/auth/session';
import { useOptimizerGap } from '@/features/live-draft/api/get-optimizer-gap';
import { draftGap } from '@/features/live-draft/lib/draft-words';

const gapText = (gap: number) => `${gap.toFixed(2)} points apart on the 0-10 skill scale`;

/** After finishing: how even the drafted teams are, beside what the optimizer would have made. */
export function DraftResult({ state, seasonId }: { state: DraftStateDto; seasonId: number | null }) {
  const optimizer = useOptimizerGap(readStoredUser()?.league_id ?? null, state.division_id, state.teams.length, true);
  const gap = draftGap(state);
  return (
    <Paper component="section" aria-labelledby="draft-result-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="draft-result-heading" variant="h6" component="h2">
          How even the drafted teams are
        </Typography>
        <Typography>
          Strength gap (the strongest team&apos;s average player skill minus the weakest team&apos;s): {gap === null ? 'not known yet (fewer than two teams have players)' : gapText(gap)}.
        </Typography>
        {optimizer.isLoading && <Typography color="text.secondary">Working out what the optimizer would have made...</Typography>}
        {optimizer.data && (
          <Typography>
            The optimizer, balancing the same players into {state.teams.length} teams, would have made teams {gapText(optimizer.data.average_gap)}.
          </Typography>
        )}
        {optimizer.isError && <Alert severity="info">The optimizer&apos;s teams could not be worked out for this division (for example when players have no ratings).</Alert>}
        <Typography variant="body2" color="text.secondary">
          A smaller gap means more even teams. The rosters are a draft: adjust them on the Roster Board, then publish them.
        </Typography>
        <Button component={RouterLink} variant="contained" to={`${paths.dashboard.rosterBoard}?season=${seasonId ?? ''}&division=${state.division_id}`} sx={{ alignSelf: 'start' }}>
          Open the Roster Board
        </Button>
      </Stack>
    </Paper>
  );
}
