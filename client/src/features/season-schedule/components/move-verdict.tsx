import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ScheduleGameDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { moveVerdictQueryOptions } from '@/features/season-schedule/api/move-game';
import type { Opening } from '@/features/season-schedule/lib/week-grid';

interface MoveVerdictProps {
  seasonId: number;
  game: ScheduleGameDto;
  opening: Opening;
  /** "Ants vs Bees to Sat, Oct 3 10:00, Lincoln court 2" */
  title: string;
  /** Given once the game is dropped: the admin confirms or cancels. */
  decide?: { onConfirm: () => void; onCancel: () => void; pending: boolean; error: unknown };
}

/** The server's dry run of the move, in its words: what it breaks (refused) or makes worse (the admin may accept). */
export function MoveVerdict({ seasonId, game, opening, title, decide }: MoveVerdictProps) {
  const verdict = useQuery(moveVerdictQueryOptions(seasonId, game.id!, { venue_id: opening.venue_id, court: opening.court, date: opening.date, start: opening.start }));
  const allowed = verdict.data?.allowed ?? false;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-label="What this move would do" aria-live="polite">
      <Typography variant="subtitle2" component="h3">
        {decide ? 'Move' : 'If you drop'} {title}
      </Typography>
      {verdict.isPending && <Typography color="text.secondary">Working out what this move would break...</Typography>}
      {verdict.isError && <Alert severity="error">{apiErrorMessage(verdict.error) ?? 'Could not work out what this move would break.'}</Alert>}
      {verdict.data && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Alert severity={!allowed ? 'error' : verdict.data.warnings.length > 0 ? 'warning' : 'success'}>{verdict.data.summary}</Alert>
          {!allowed && <Typography>This move is not allowed, so nothing changes.</Typography>}
          {allowed && verdict.data.warnings.length > 0 && <Typography>You may still move it; the families concerned see the change when you publish.</Typography>}
        </Stack>
      )}
      {decide && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          {allowed && (
            <Button variant="contained" onClick={decide.onConfirm} disabled={decide.pending}>
              Move the game
            </Button>
          )}
          <Button onClick={decide.onCancel} disabled={decide.pending}>
            {allowed || verdict.isPending ? 'Cancel' : 'Close'}
          </Button>
        </Box>
      )}
      {decide?.error != null && <Alert severity="error" sx={{ mt: 1 }}>{apiErrorMessage(decide.error) ?? 'The game could not be moved. Please try again.'}</Alert>}
    </Paper>
  );
}
