import { useState } from 'react';
import axios from 'axios';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useDivisions } from '@/api/divisions/list-divisions';
import { useTransferPlayers } from '@/features/players/api/transfer-players';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';

interface TransferDialogProps {
  playerIds: number[];
  currentDivisionId: number | null;
  onClose: () => void;
  onTransferred: (message: string) => void;
}

const selectMessage = 'Please select players and target division';
const failedMessage = 'Failed to transfer players. Please try again.';
const isConflict = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 409;

/** Mounted only while open, so each opening starts without a target. */
export function TransferDialog({ playerIds, currentDivisionId, onClose, onTransferred }: TransferDialogProps) {
  // Every division of the league: players may move to another season's division too.
  const { divisions } = useDivisions();
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const transfer = useTransferPlayers();

  async function handleTransfer() {
    setError('');
    const targetId = Number(target);
    if (!playerIds.length || !targetId || targetId === currentDivisionId) {
      setError(selectMessage);
      return;
    }
    try {
      const answer = await transfer.mutateAsync({ player_ids: playerIds, target_division_id: targetId });
      onTransferred(`Successfully transferred ${pluralize(answer.transferred_count, 'player')} to ${answer.target_division.name}`);
      onClose();
    } catch (failure) {
      // A full target division is not fixed by trying again: its sentence says what to do.
      setError(isConflict(failure) ? (apiErrorMessage(failure) ?? failedMessage) : failedMessage);
    }
  }

  return (
    <Dialog open onClose={transfer.isPending ? undefined : onClose} aria-labelledby="transfer-title" fullWidth maxWidth="xs">
      <DialogTitle id="transfer-title">Transfer Players</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {pluralize(playerIds.length, 'player')} selected. Transferred players leave their current teams.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          <FormControl fullWidth>
            <InputLabel id="transfer-target-label">Target Division</InputLabel>
            <Select labelId="transfer-target-label" id="transfer-target" label="Target Division" value={target} onChange={(e) => setTarget(e.target.value)}>
              {divisions.map((d) => (
                <MenuItem key={d.id} value={String(d.id)}>
                  {d.name} ({d.season_name}){d.id === currentDivisionId ? ' (current)' : ''}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={transfer.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void handleTransfer()} disabled={transfer.isPending}>
          {transfer.isPending ? 'Transferring...' : 'Transfer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
