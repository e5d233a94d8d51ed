import { useMemo, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { DraftStateDto } from '@league/contract';
import { playerFigures } from '@/features/live-draft/lib/draft-words';

interface DraftPoolProps {
  pool: DraftStateDto['pool'];
  /** Shown only when the viewer may pick now. */
  onPick?: (player: { id: number; name: string }) => void;
  picking?: boolean;
}

/** The players nobody has picked yet, strongest first (by name when skills are hidden), with a search box for long pools. */
export function DraftPool({ pool, onPick, picking = false }: DraftPoolProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return [...pool].sort((a, b) => (b.overall_skill ?? 0) - (a.overall_skill ?? 0) || a.name.localeCompare(b.name)).filter((p) => p.name.toLowerCase().includes(wanted));
  }, [pool, search]);
  return (
    <Box component="section" aria-labelledby="draft-pool-heading">
      <Typography id="draft-pool-heading" variant="h6" component="h2">
        Players not picked yet ({pool.length})
      </Typography>
      {pool.some((p) => p.overall_skill !== undefined) && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Skill is each player&apos;s overall rating from 0 to 10, from the league&apos;s evaluations.
        </Typography>
      )}
      <TextField label="Find a player" size="small" fullWidth value={search} onChange={(e) => setSearch(e.target.value)} sx={{ my: 1 }} />
      <List dense aria-label="Players not picked yet">
        {shown.map((player) => (
          <ListItem
            key={player.id}
            divider
            secondaryAction={
              onPick && (
                <Button variant="contained" size="small" disabled={picking} onClick={() => onPick(player)} aria-label={`Pick ${player.name}`}>
                  Pick
                </Button>
              )
            }
          >
            <ListItemText primary={player.name} secondary={playerFigures(player) || undefined} />
          </ListItem>
        ))}
      </List>
      {shown.length === 0 && <Typography color="text.secondary">{pool.length === 0 ? 'Every player has been picked.' : 'No player matches that name.'}</Typography>}
    </Box>
  );
}
