import { useState } from 'react';
import { Box, Checkbox, Chip, Collapse, FormControlLabel, IconButton, ListItem, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { PlayerDto } from '@league/contract';
import { PlayerDetailsPanel } from './player-details-panel';
import { PeopleChips } from './people-chips';

interface PlayerRowProps {
  player: PlayerDto;
  rank: number;
  selected: boolean;
  onToggle: (id: number) => void;
}

export function PlayerRow({ player, rank, selected, onToggle }: PlayerRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `player-${player.id}-details`;
  return (
    <ListItem divider sx={{ display: 'block' }}>
      {/* On a phone the chips go to a line of their own, so the score and the details button stay in view. */}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}>
        <Chip size="small" label={`#${rank}`} color={rank <= 10 ? 'primary' : 'default'} sx={{ minWidth: 48 }} />
        <FormControlLabel
          sx={{ flex: '1 1 0', minWidth: 0, mr: 0, overflowWrap: 'anywhere' }}
          label={player.name}
          control={<Checkbox checked={selected} onChange={() => onToggle(player.id)} />}
        />
        {player.group && <Chip size="small" variant="outlined" label={`Group: ${player.group}`} sx={{ order: { xs: 5, sm: 0 } }} />}
        <PeopleChips people={player.people} />
        {player.locked_team && <Chip size="small" variant="outlined" label={`Stays on ${player.locked_team}`} sx={{ order: { xs: 5, sm: 0 } }} />}
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 120 }}>
          {player.team_name || 'Unassigned'}
        </Typography>
        <Typography sx={{ fontWeight: 700, minWidth: 48, textAlign: 'right' }} aria-label={`Score ${player.overall_skill.toFixed(1)}`}>
          {player.overall_skill.toFixed(1)}
        </Typography>
        <IconButton
          aria-label={`${open ? 'Hide' : 'Show'} details for ${player.name}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <Collapse in={open} unmountOnExit id={detailsId}>
        <Box sx={{ pl: 7, pr: 2, py: 1 }}>
          <PlayerDetailsPanel player={player} />
        </Box>
      </Collapse>
    </ListItem>
  );
}
