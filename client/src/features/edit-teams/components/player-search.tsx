import { useState } from 'react';
import { List, TextField, Typography } from '@mui/material';
import type { PlayerDto } from '@league/contract';
import { searchPlayers, searchResultLimit } from '@/features/edit-teams/lib/search-players';
import { PlayerRow, type PlayerActions } from './player-row';

export function PlayerSearch({ players, actions }: { players: PlayerDto[]; actions: PlayerActions }) {
  const [query, setQuery] = useState('');
  const matches = searchPlayers(players, query);
  return (
    <>
      <TextField id="player-search" label="Search players" type="search" value={query} onChange={(e) => setQuery(e.target.value)} helperText={`Shows at most ${searchResultLimit} players.`} />
      {query.trim() !== '' &&
        (matches.length ? (
          <List dense aria-label="Search results">
            {matches.map((p) => (
              <PlayerRow key={p.id} player={p} actions={actions} showTeam />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No players match.</Typography>
        ))}
    </>
  );
}
