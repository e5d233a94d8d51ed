import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { DraftStateDto } from '@league/contract';
import { useSuggestion } from '@/features/live-draft/api/get-suggestion';
import { apiErrorMessage } from '@/lib/api-client';
import { poolSkillText } from '@/features/live-draft/lib/draft-words';

interface SuggestPickProps {
  state: DraftStateDto;
  /** A coach's key; null for the signed-in admin. */
  coachKey: string | null;
  /** Given when the viewer may pick the suggested player now. */
  onPick?: (player: { id: number; name: string }) => void;
  picking?: boolean;
}

/** "Suggest a pick": the player who keeps the teams most even, the same one the clock would pick. */
export function SuggestPick({ state, coachKey, onPick, picking = false }: SuggestPickProps) {
  const pickNumber = state.on_the_clock?.pick_number ?? 0;
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const asked = askedFor === pickNumber && pickNumber > 0;
  const { data, isFetching, error } = useSuggestion(state.id, coachKey, pickNumber, asked);
  const suggested = asked ? data?.suggestion : undefined;
  const player = suggested && state.pool.find((p) => p.id === suggested.player_id);
  if (!state.on_the_clock || state.status !== 'open') return null;
  return (
    <Box>
      <Button variant="outlined" onClick={() => setAskedFor(pickNumber)} disabled={isFetching}>
        Suggest a pick
      </Button>
      {asked && error && <Alert severity="error">{apiErrorMessage(error) ?? 'The suggestion could not be worked out. Try again.'}</Alert>}
      {suggested && (
        <Alert severity="info" sx={{ mt: 1 }} role="status">
          <Typography>
            Suggested for {state.on_the_clock.team_name}: <strong>{suggested.player_name}</strong>
            {player && player.overall_skill !== undefined ? ` (${poolSkillText(player)})` : ''}. Of the players left, this pick keeps the teams most even.
          </Typography>
          {onPick && (
            <Button sx={{ mt: 1 }} variant="contained" size="small" disabled={picking} onClick={() => onPick({ id: suggested.player_id, name: suggested.player_name })}>
              Take the suggestion: {suggested.player_name}
            </Button>
          )}
        </Alert>
      )}
    </Box>
  );
}
