import { useDraggable } from '@dnd-kit/core';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { genderName, type PlayerDto } from '@league/contract';
import { keptColumnText } from '@/lib/kept-columns';

interface PlayerCardProps {
  player: PlayerDto;
  columnId: string;
  /** A kept registration column to show on the card (the one sorted or filtered by). */
  shownColumn: string | null;
  disabled?: boolean;
}

/** What a card says about a player: name, overall skill, gender, and the kept column in view. */
export function PlayerCardBody({ player, shownColumn }: Pick<PlayerCardProps, 'player' | 'shownColumn'>) {
  const answer = shownColumn ? keptColumnText(player, shownColumn) : '';
  const facts = [`overall skill ${player.overall_skill.toFixed(2)}`, player.gender ? genderName(player.gender) : null, shownColumn ? `${shownColumn}: ${answer || 'no answer'}` : null];
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {player.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {facts.filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** A player on the board; the handle picks it up by mouse, touch (hold) or keyboard (Space). */
export function PlayerCard({ player, columnId, shownColumn, disabled }: PlayerCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `player-${player.id}`, data: { player, columnId }, disabled });
  return (
    <Paper variant="outlined" component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5, opacity: isDragging ? 0.4 : 1, listStyle: 'none' }}>
      <IconButton ref={setNodeRef} {...attributes} {...listeners} aria-label={`Move ${player.name}`} size="small" sx={{ cursor: 'grab', touchAction: 'none' }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <PlayerCardBody player={player} shownColumn={shownColumn} />
    </Paper>
  );
}
