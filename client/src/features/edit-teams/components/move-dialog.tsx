import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import type { PlayerDto } from '@league/contract';
import type { TeamDto } from '@league/contract';
import { previewMove } from '@/features/edit-teams/lib/average-preview';
import { AveragePreviewTable } from './average-preview-table';
import { TermsPreview } from './terms-preview';
import { useTradeMutation } from '@/api/players/use-trade-mutation';
import { awaitsRulesAnswer, TradeError } from './trade-error';

interface MoveDialogProps {
  player: PlayerDto;
  roster: PlayerDto[];
  teams: TeamDto[];
  onClose: () => void;
  onMoved: (message: string, rosterVersion: number) => void;
}

const unassigned = 'unassigned';

export function MoveDialog({ player, roster, teams, onClose, onMoved }: MoveDialogProps) {
  const [destination, setDestination] = useState('');
  const move = useTradeMutation((version) => onMoved(`Moved ${player.name}.`, version));
  const toTeam = destination === unassigned ? null : destination ? Number(destination) : undefined;
  const input = toTeam === undefined ? null : { source_player_id: player.id, to_team_id: toTeam };
  const preview = toTeam === undefined ? [] : previewMove(roster, player, toTeam);
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="move-title">
      <DialogTitle id="move-title">Move {player.name}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" gutterBottom>
          {player.team_name ?? 'Unassigned'} · overall {player.overall_skill.toFixed(2)}
        </Typography>
        <TradeError mutation={move} action="move" />
        <FormControl fullWidth sx={{ mt: 1 }}>
          <InputLabel id="move-destination-label">Move To</InputLabel>
          <Select labelId="move-destination-label" id="move-destination" label="Move To" value={destination} onChange={(e) => { setDestination(e.target.value); move.reset(); }}>
            {teams.filter((t) => t.id !== player.team).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
            {player.team !== null && <MenuItem value={unassigned}>Unassigned</MenuItem>}
          </Select>
        </FormControl>
        <AveragePreviewTable rows={preview} teamNames={teamNames} />
        <TermsPreview input={input} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!input || move.isPending || awaitsRulesAnswer(move)} onClick={() => input && move.mutate(input)}>
          {move.isPending ? 'Moving...' : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
