import { useDroppable } from '@dnd-kit/core';
import { Box, Paper, Typography } from '@mui/material';
import { pluralize } from '@/lib/format';
import { strengthTotal, type BoardColumn } from '@/features/roster-board/lib/board-columns';
import { PlayerCard } from './player-card';

interface TeamColumnProps {
  column: BoardColumn;
  /** The players shown after the filter, in the chosen order. */
  shown: BoardColumn['players'];
  shownColumn: string | null;
  disabled: boolean;
}

/** One team (or Unassigned) as a drop target, with its size and strength total. */
export function TeamColumn({ column, shown, shownColumn, disabled }: TeamColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id, data: { teamId: column.teamId, name: column.name } });
  const headingId = `${column.id}-heading`;
  const hidden = column.players.length - shown.length;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ flex: '0 0 15rem', p: 1, borderColor: isOver ? 'primary.main' : undefined, borderWidth: isOver ? 2 : 1, bgcolor: column.teamId === null ? 'action.hover' : undefined }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {column.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {pluralize(column.players.length, 'player')}
        {column.teamId !== null && ` · strength ${strengthTotal(column.players).toFixed(2)} (total overall skill)`}
        {hidden > 0 && ` · ${hidden} hidden by the filter`}
      </Typography>
      <Box component="ul" aria-label={`Players of ${column.name}`} sx={{ m: 0, p: 0, display: 'grid', gap: 0.5, minHeight: 48 }}>
        {shown.map((player) => (
          <PlayerCard key={player.id} player={player} columnId={column.id} shownColumn={shownColumn} disabled={disabled} />
        ))}
      </Box>
    </Paper>
  );
}
