import { useDeferredValue, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { ParticipantDto, ParticipantMergeResultDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useParticipantSearch } from '@/features/players/api/link-household';
import { useMergeParticipants } from '@/features/players/api/merge-participants';
import { describeMerge, describeMergeMoves } from '@/features/players/merge-summary';

/**
 * Two records of one child (Eli and Elijah Cooper, made new by an import) become one: the admin
 * finds the other record by name, reads what moves onto this one, and confirms.
 */
export function MergePeople({ participant }: { participant: ParticipantDto }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ParticipantMergeResultDto | null>(null);
  const [done, setDone] = useState('');
  const search = useParticipantSearch(useDeferredValue(text));
  const merge = useMergeParticipants(participant.id);
  const hits = (search.data ?? []).filter((hit) => hit.id !== participant.id);
  const searching = text.trim().length >= 2;

  const close = () => {
    setOpen(false);
    setText('');
    setPreview(null);
    merge.reset();
  };
  const choose = (otherId: number) => merge.mutate({ otherId, dryRun: true }, { onSuccess: setPreview });
  const confirm = () =>
    preview &&
    merge.mutate(
      { otherId: preview.removed.id, dryRun: false },
      {
        onSuccess: (result) => {
          setDone(`${result.removed.name} is merged into ${result.kept.name}: ${describeMergeMoves(result)} moved.`);
          close();
        },
      },
    );

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Merge with another person…
      </Button>
      <Dialog open={open} onClose={merge.isPending ? undefined : close} aria-labelledby="merge-title" fullWidth maxWidth="sm">
        <DialogTitle id="merge-title">Merge another record of {participant.name} into this one</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              When one child was imported twice (a nickname, a new last name), their seasons, ratings and family move onto {participant.name} and the other record is removed.
            </DialogContentText>
            {!preview && (
              <TextField label="Search the league's players by name" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
            )}
            {!preview && searching && search.data && hits.length === 0 && (
              <Typography color="text.secondary">No other player of the league has a name with &quot;{text.trim()}&quot;.</Typography>
            )}
            {!preview && searching && hits.length > 0 && (
              <List dense aria-label="Players found">
                {hits.map((hit) => (
                  <ListItem key={hit.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText primary={hit.name} secondary={hit.date_of_birth ? `born ${hit.date_of_birth}` : 'no date of birth'} />
                    <Button size="small" variant="outlined" disabled={merge.isPending} onClick={() => choose(hit.id)}>
                      Choose {hit.name}
                    </Button>
                  </ListItem>
                ))}
              </List>
            )}
            {preview && <Alert severity="info">{describeMerge(preview)}</Alert>}
            {merge.isError && <Alert severity="error">{apiErrorMessage(merge.error) ?? 'The merge did not work. Please try again.'}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={merge.isPending} autoFocus={Boolean(preview)}>
            Cancel
          </Button>
          <Button onClick={confirm} color="error" variant="outlined" disabled={!preview || merge.isPending}>
            {preview ? `Merge ${preview.removed.name} into ${participant.name}` : 'Merge'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
