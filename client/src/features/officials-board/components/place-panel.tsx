import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { OfficialsPlaceChange } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { usePlaceCandidates, usePlaceReplacements } from '@/features/officials-board/api/place-candidates';
import { useChangeOfficials, useCheckChange } from '@/features/officials-board/api/change-officials';
import { PlaceChoices } from './place-choices';
import { ChangeVerdict } from './change-verdict';
import { statusWords } from './game-slots';

/** The place the assignor opened the panel for. */
export interface ChosenPlace {
  gameId: number;
  role: string;
}

/**
 * "Who could take this place": the referees who could, best first with notes, the others with
 * their reasons (folded away), after a decline the proposed replacements; choosing one shows
 * what the change does (or the rule it breaks) before the assignor confirms it.
 */
export function PlacePanel({ seasonId, place, onClose }: { seasonId: number; place: ChosenPlace; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const candidates = usePlaceCandidates(seasonId, place.gameId, place.role);
  const holder = candidates.data?.holder ?? null;
  const replacements = usePlaceReplacements(seasonId, place.gameId, place.role, candidates.isSuccess && holder === null);
  const check = useCheckChange(seasonId);
  const save = useChangeOfficials(seasonId);
  const [chosen, setChosen] = useState<{ label: string; changes: OfficialsPlaceChange[] } | null>(null);

  function choose(label: string, changes: OfficialsPlaceChange[]) {
    setChosen({ label, changes });
    save.reset();
    check.mutate(changes);
  }

  const error = apiErrorMessage(candidates.error) ?? apiErrorMessage(check.error) ?? apiErrorMessage(save.error);
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="place-panel-title">
      <DialogTitle id="place-panel-title">Who could take this place</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {candidates.data && (
            <Typography>
              {candidates.data.role} of {candidates.data.game}.{' '}
              {holder ? `Now: ${holder.name} (${statusWords[holder.status]}).` : 'Nobody has this place yet.'}
            </Typography>
          )}
          {candidates.isPending && <Typography role="status">Finding who could take this place…</Typography>}
          {error && <Alert severity="error">{error}</Alert>}
          {save.isSuccess ? (
            <Alert severity="success" role="status">{save.data.summary.join(' ')}</Alert>
          ) : chosen ? (
            <ChangeVerdict
              label={chosen.label}
              checking={check.isPending}
              verdict={check.data}
              saving={save.isPending}
              onConfirm={() => save.mutate(chosen.changes)}
              onBack={() => { setChosen(null); check.reset(); }}
            />
          ) : (
            candidates.data && (
              <PlaceChoices
                candidates={candidates.data}
                replacements={replacements.data}
                onChoose={choose}
              />
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
