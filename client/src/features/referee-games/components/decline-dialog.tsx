import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { declineAssignmentInputSchema, type RefereeGameDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { parseForm } from '@/lib/form-errors';
import { useDeclineAssignment } from '@/features/referee-games/api/answer-assignment';

interface Props {
  game: RefereeGameDto | null;
  onClose: () => void;
  onDeclined: (game: RefereeGameDto) => void;
}

/** Asks why before declining: the assignor reads the reason when finding someone else. */
export function DeclineDialog({ game, onClose, onDeclined }: Props) {
  const decline = useDeclineAssignment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  function close() {
    setReason('');
    setError('');
    decline.reset();
    onClose();
  }

  async function submit() {
    if (!game) return;
    const parsed = parseForm(declineAssignmentInputSchema, { reason });
    if (!parsed.ok) return setError(parsed.firstError);
    try {
      await decline.mutateAsync({ id: game.assignment_id, input: parsed.data });
      onDeclined(game);
      close();
    } catch (e) {
      setError(apiErrorMessage(e) ?? 'Declining did not work. Please try again.');
    }
  }

  return (
    <Dialog open={game !== null} onClose={decline.isPending ? undefined : close} aria-labelledby="decline-title" fullWidth>
      <DialogTitle id="decline-title">Decline this game?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {game ? `${game.home} vs ${game.away} on ${formatCalendarDay(game.date)} at ${game.start}. ` : ''}The assignor gets an email with your reason and finds someone else.
        </DialogContentText>
        <TextField label="Why you decline" value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2} autoFocus />
        {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={decline.isPending}>Keep the game</Button>
        <Button color="error" variant="outlined" onClick={() => void submit()} disabled={decline.isPending}>Decline game</Button>
      </DialogActions>
    </Dialog>
  );
}
