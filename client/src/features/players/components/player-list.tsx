import { List, Paper, Typography } from '@mui/material';
import type { PlayerDto } from '@league/contract';
import { PlayerRow } from './player-row';

interface PlayerListProps {
  ranked: PlayerDto[];
  selected: Set<number>;
  onToggle: (id: number) => void;
  filtered: boolean;
}

export function PlayerList({ ranked, selected, onToggle, filtered }: PlayerListProps) {
  if (!ranked.length) {
    return (
      <Typography color="text.secondary">
        {filtered ? 'No players match these filters.' : 'No players in this division yet.'}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Players ranked by overall skill" disablePadding>
        {ranked.map((player, index) => (
          <PlayerRow key={player.id} player={player} rank={index + 1} selected={selected.has(player.id)} onToggle={onToggle} />
        ))}
      </List>
    </Paper>
  );
}
