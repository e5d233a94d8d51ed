import { Button, ListItem, ListItemText, Stack } from '@mui/material';
import type { PlayerDto } from '@league/contract';

export interface PlayerActions {
  onTrade: (player: PlayerDto) => void;
  onMove: (player: PlayerDto) => void;
  onDelete: (player: PlayerDto) => void;
}

export function PlayerRow({ player, actions, showTeam = false }: { player: PlayerDto; actions: PlayerActions; showTeam?: boolean }) {
  const details = `Overall ${player.overall_skill.toFixed(2)}${showTeam ? ` · ${player.team_name ?? 'Unassigned'}` : ''}`;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={player.name} secondary={details} sx={{ minWidth: 160 }} />
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => actions.onTrade(player)} aria-label={`Trade ${player.name}`}>
          Trade
        </Button>
        <Button size="small" variant="outlined" onClick={() => actions.onMove(player)} aria-label={`Move ${player.name}`}>
          Move
        </Button>
        <Button size="small" color="error" onClick={() => actions.onDelete(player)} aria-label={`Delete ${player.name}`}>
          Delete
        </Button>
      </Stack>
    </ListItem>
  );
}
