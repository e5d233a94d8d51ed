import { useState } from 'react';
import { Alert, Box, Button, Collapse, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { usePlayers } from '@/api/players/list-players';
import type { TeamDto } from '@league/contract';
import { PlayerSkillEditor } from './player-skill-editor';

export function TeamPlayersDialog({ team, onClose }: { team: TeamDto; onClose: () => void }) {
  const { players, isLoading, isError } = usePlayers({ team: team.id });
  const [expanded, setExpanded] = useState<number | null>(null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="team-players-title">
      <DialogTitle id="team-players-title">{team.name} Players</DialogTitle>
      <DialogContent dividers>
        {isError && <Alert severity="error">Failed to load players</Alert>}
        {isLoading && <Typography color="text.secondary">Loading players...</Typography>}
        {!isLoading && !isError && players.length === 0 && <Typography color="text.secondary">This team has no players yet.</Typography>}
        <List aria-label={`${team.name} players`}>
          {players.map((player) => {
            const open = expanded === player.id;
            const panelId = `player-skills-${player.id}`;
            return (
              <Box component="li" key={player.id} sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
                <ListItem
                  component="div"
                  secondaryAction={
                    <IconButton
                      aria-label={`${open ? 'Hide' : 'Edit'} skills for ${player.name}`}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setExpanded(open ? null : player.id)}
                    >
                      {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </IconButton>
                  }
                >
                  <ListItemText primary={player.name} secondary={`Overall skill ${player.overall_skill.toFixed(2)} of 10`} />
                </ListItem>
                <Collapse in={open} id={panelId} unmountOnExit>
                  <Box sx={{ px: 2, pb: 2 }}>
                    <PlayerSkillEditor player={player} />
                  </Box>
                </Collapse>
              </Box>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
