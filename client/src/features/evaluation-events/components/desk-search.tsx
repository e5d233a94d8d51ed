import { useState } from 'react';
import { Button, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { pluralize } from '@/lib/format';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { matchesDeskSearch } from '@/features/evaluation-events/lib/match-desk-player';

/** Enough rows to find a child; more would push the walk-up form off the screen. */
const shownMatches = 25;

interface DeskSearchProps {
  players: EvaluationDeskPlayerDto[];
  busyPlayerId: number | null;
  onCheckIn: (player: EvaluationDeskPlayerDto) => void;
}

/** Type part of a name or household; each match shows its bib or a Check in button. */
export function DeskSearch({ players, busyPlayerId, onCheckIn }: DeskSearchProps) {
  const [search, setSearch] = useState('');
  const matches = search.trim() ? players.filter((p) => matchesDeskSearch(p, search)) : [];

  return (
    <Stack spacing={1}>
      <TextField label="Find a child by name or household" value={search} onChange={(e) => setSearch(e.target.value)} type="search" autoFocus autoComplete="off" />
      {search.trim() && (
        <Typography variant="body2" color="text.secondary" role="status">
          {matches.length === 0 ? 'No registered child matches. Register them as a walk-up below.' : `${pluralize(matches.length, 'child', 'children')} found`}
          {matches.length > shownMatches && `; the first ${shownMatches} are shown, type more of the name`}
        </Typography>
      )}
      <List aria-label="Children found">
        {matches.slice(0, shownMatches).map((player) => (
          <ListItem
            key={player.player_id}
            divider
            disableGutters
            secondaryAction={
              player.bib !== null ? (
                <Chip label={`Bib ${player.bib}`} color="success" variant="outlined" />
              ) : (
                <Button variant="contained" onClick={() => onCheckIn(player)} disabled={busyPlayerId !== null} aria-label={`Check in ${player.name}`}>
                  Check in
                </Button>
              )
            }
          >
            <ListItemText
              primary={player.name}
              secondary={[player.household && `Household: ${player.household}`, player.date_of_birth && `born ${formatCalendarDay(player.date_of_birth)}`].filter(Boolean).join(' · ') || undefined}
              slotProps={{ secondary: { sx: { pr: 14 } } }}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
