import { useDeferredValue, useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { ParticipantDto, ParticipantSearchHitDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useChangeHousehold, useParticipantSearch } from '@/features/players/api/link-household';

const describeHit = (hit: ParticipantSearchHitDto) =>
  [hit.date_of_birth ? `born ${hit.date_of_birth}` : 'no date of birth', hit.household ? `${hit.household.name} (${pluralize(hit.household.size, 'person', 'people')})` : 'no family yet'].join(' · ');

/**
 * The admin's confirmation that two children are one family (decision 0067), for brothers and
 * sisters the export did not link (different parent emails, no family column); and the way out
 * of a family linked by mistake.
 */
export function HouseholdLink({ participant }: { participant: ParticipantDto }) {
  const [text, setText] = useState('');
  const search = useParticipantSearch(useDeferredValue(text));
  const change = useChangeHousehold(participant.id);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  const family = new Set(participant.household?.members.map((m) => m.id) ?? [participant.id]);
  const hits = (search.data ?? []).filter((hit) => !family.has(hit.id) && hit.id !== participant.id);
  const searching = text.trim().length >= 2;

  const link = (hit: ParticipantSearchHitDto) =>
    change.mutate(hit.id, {
      onSuccess: (now) => {
        setText('');
        setDone(`${participant.name} is now in the ${now.household?.name ?? 'same family'} with ${hit.name}.`);
      },
    });
  const unlink = () =>
    change.mutate(null, {
      onSuccess: () => setDone(`${participant.name} is no longer in the ${participant.household?.name}.`),
      onSettled: () => setAsking(false),
    });

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {change.isError && <Alert severity="error">{apiErrorMessage(change.error) ?? 'The family could not be changed. Please try again.'}</Alert>}
      <TextField
        label="Link with a brother or sister: search by name"
        helperText="Balancing keeps a family on one team. Use this when the registration export did not link them."
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ maxWidth: 480 }}
      />
      {searching && search.isError && <Alert severity="error">{apiErrorMessage(search.error) ?? 'The search did not work. Please try again.'}</Alert>}
      {searching && search.data && hits.length === 0 && <Typography color="text.secondary">No other player of the league has a name with &quot;{text.trim()}&quot;.</Typography>}
      {searching && hits.length > 0 && (
        <List dense aria-label="Players found">
          {hits.map((hit) => (
            <ListItem key={hit.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={hit.name} secondary={describeHit(hit)} />
              <Button variant="outlined" size="small" disabled={change.isPending} onClick={() => link(hit)}>
                Link with {hit.name}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {participant.household && (
        <Button color="warning" onClick={() => setAsking(true)} disabled={change.isPending} sx={{ alignSelf: 'flex-start' }}>
          Take {participant.name} out of the {participant.household.name}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title="Take this player out of the family?"
        message={`${participant.name} will no longer be kept on one team with the ${participant.household?.name ?? 'family'} when balancing. A registration import that gives them the same family or parent email links them again.`}
        confirmLabel="Take out"
        busy={change.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={unlink}
      />
    </Stack>
  );
}
