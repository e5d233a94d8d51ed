import { Accordion, AccordionDetails, AccordionSummary, Button, List, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DeleteIcon from '@mui/icons-material/Delete';
import type { PlayerDto } from '@league/contract';
import { averageOf, formatNumber, pluralize } from '@/lib/format';
import { PlayerRow, type PlayerActions } from './player-row';

interface TeamGroupProps {
  id: string;
  title: string;
  players: PlayerDto[];
  actions: PlayerActions;
  /** Absent for the Unassigned group, which cannot be deleted. */
  onDeleteTeam?: () => void;
}

export function TeamGroup({ id, title, players, actions, onDeleteTeam }: TeamGroupProps) {
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="span">
            {title}
          </Typography>
          <Typography color="text.secondary" component="span">
            {pluralize(players.length, 'player')} · average {formatNumber(averageOf(players.map((p) => p.overall_skill)))}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {onDeleteTeam && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDeleteTeam} aria-label={`Delete Team ${title}`} sx={{ mb: 1 }}>
            Delete Team
          </Button>
        )}
        {players.length === 0 ? (
          <Typography color="text.secondary">No players.</Typography>
        ) : (
          <List dense aria-label={`${title} players`}>
            {players.map((p) => (
              <PlayerRow key={p.id} player={p} actions={actions} />
            ))}
          </List>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
