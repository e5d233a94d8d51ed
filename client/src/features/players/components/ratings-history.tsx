import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ratingSourceNames, type RatingHistoryDto, type RatingSourceKind } from '@league/contract';
import { useRatingHistory } from '@/features/players/api/get-participant';

type Entry = RatingHistoryDto['entries'][number];

function byKind(entries: Entry[]): [RatingSourceKind, Entry[]][] {
  const groups = new Map<RatingSourceKind, Entry[]>();
  for (const entry of entries) groups.set(entry.kind, [...(groups.get(entry.kind) ?? []), entry]);
  return [...groups.entries()];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every rating the person was given, grouped by where it came from, newest first. */
export function RatingsHistory({ participantId }: { participantId: number }) {
  const history = useRatingHistory(participantId);
  if (history.isPending) return <Typography color="text.secondary">Loading ratings...</Typography>;
  if (history.isError) return <Alert severity="error">Failed to load the ratings history</Alert>;
  if (history.data.entries.length === 0) return <Typography color="text.secondary">No ratings yet.</Typography>;
  return (
    <Stack spacing={2}>
      {byKind(history.data.entries).map(([kind, entries]) => (
        <section key={kind} aria-label={capitalise(ratingSourceNames[kind])}>
          <Typography variant="subtitle1" component="h3">
            {capitalise(ratingSourceNames[kind])}
          </Typography>
          <List dense>
            {entries.map((e) => (
              <ListItem key={e.id} divider>
                <ListItemText
                  primary={`${e.skill_name}: ${e.display_rating.toFixed(1)} of 10${e.current ? ' (used now)' : ''}`}
                  secondary={[e.description, e.rater_name && `by ${e.rater_name}`, `on ${e.rated_on}`, e.standardised && 'rescaled to the league spread', e.comment && `“${e.comment}”`]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
