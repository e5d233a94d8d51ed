import { useEffect, useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Pagination, Stack, TextField, Typography } from '@mui/material';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { pluralize } from '@/lib/format';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { deskPageSize, useDeskPage } from '@/features/evaluation-events/api/check-in-desk';

/** Wait this long after the last key before asking the server, so typing a name sends one search. */
const typingPauseMs = 250;

interface DeskSearchProps {
  eventId: number;
  busyPlayerId: number | null;
  onCheckIn: (player: EvaluationDeskPlayerDto) => void;
}

/**
 * Type part of a name or household; the server searches the day's divisions and answers a page
 * at a time (decision 0084). Each match shows its bib or a Check in button.
 */
export function DeskSearch({ eventId, busyPlayerId, onCheckIn }: DeskSearchProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useDeskPage(eventId, { search, page }, search !== '');
  const matches = search ? (found.data?.results ?? []) : [];
  const count = found.data?.count ?? 0;
  const pages = Math.ceil(count / deskPageSize);

  return (
    <Stack spacing={1}>
      <TextField label="Find a child by name or household" value={typed} onChange={(e) => setTyped(e.target.value)} type="search" autoFocus autoComplete="off" />
      {search && found.isError && <Alert severity="error">The search did not reach the server. Check the connection and type again.</Alert>}
      {search && found.data && (
        <Typography variant="body2" color="text.secondary" role="status">
          {count === 0 ? 'No registered child matches. Register them as a walk-up below.' : `${pluralize(count, 'child', 'children')} found`}
          {pages > 1 && `; page ${page} of ${pages}, or type more of the name`}
        </Typography>
      )}
      <List aria-label="Children found">
        {matches.map((player) => (
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
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} aria-label="Pages of children found" />}
    </Stack>
  );
}
