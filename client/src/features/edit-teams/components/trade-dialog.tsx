import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import type { PlayerDto } from '@league/contract';
import { useTradeCandidates } from '@/features/edit-teams/api/list-trade-candidates';
import { previewTrade } from '@/features/edit-teams/lib/average-preview';
import { AveragePreviewTable } from './average-preview-table';
import { TermsPreview } from './terms-preview';
import { useTradeMutation } from '@/api/players/use-trade-mutation';
import { awaitsRulesAnswer, TradeError } from './trade-error';

interface TradeDialogProps {
  player: PlayerDto;
  roster: PlayerDto[];
  teamNames: Map<number, string>;
  onClose: () => void;
  onTraded: (message: string, rosterVersion: number) => void;
}

const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(2)}`;

export function TradeDialog({ player, roster, teamNames, onClose, onTraded }: TradeDialogProps) {
  const candidates = useTradeCandidates(player.id, player.team);
  const [targetId, setTargetId] = useState('');
  const trade = useTradeMutation((version) => onTraded(`Traded ${player.name}.`, version));
  const target = candidates.data?.find((c) => String(c.id) === targetId);
  const input = target ? { source_player_id: player.id, target_player_id: target.id } : null;
  const preview = target ? previewTrade(roster, player, { id: target.id, team: target.team_id, overall_skill: target.overall_skill }) : [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="trade-title">
      <DialogTitle id="trade-title">Trade {player.name}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" gutterBottom>
          {player.team_name ?? 'Unassigned'} · overall {player.overall_skill.toFixed(2)}
        </Typography>
        <TradeError mutation={trade} action="trade" />
        {candidates.isError && <Alert severity="error">Failed to load players</Alert>}
        <FormControl fullWidth sx={{ mt: 1 }} disabled={!candidates.data?.length}>
          <InputLabel id="trade-target-label">Trade With</InputLabel>
          <Select labelId="trade-target-label" id="trade-target" label="Trade With" value={targetId} onChange={(e) => { setTargetId(e.target.value); trade.reset(); }}>
            {(candidates.data ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {`${c.name} (${c.team_name ?? 'Unassigned'}) · ${c.overall_skill.toFixed(2)} (${signed(c.diff)})`}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {candidates.data?.length === 0 && <Typography sx={{ mt: 1 }}>No players on other teams to trade with.</Typography>}
        <AveragePreviewTable rows={preview} teamNames={teamNames} />
        <TermsPreview input={input} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!input || trade.isPending || awaitsRulesAnswer(trade)} onClick={() => input && trade.mutate(input)}>
          {trade.isPending ? 'Trading...' : 'Trade'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
