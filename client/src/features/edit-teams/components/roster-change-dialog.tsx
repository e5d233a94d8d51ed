import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { RosterChangePreviewDto, RosterChangeSaveKind } from '@league/contract';
import { isStalePreview, toApplyRosterRequest, useApplyRoster } from '@/api/roster-changes/apply-roster';
import { apiErrorMessage } from '@/lib/api-client';
import { RosterChangePreview } from './roster-change-preview';

interface RosterChangeDialogProps {
  title: string;
  kind: RosterChangeSaveKind;
  leagueId: number;
  divisionId: number;
  preview: UseQueryResult<RosterChangePreviewDto>;
  /** The choices above differ from the ones the shown preview was computed with. */
  choicesChanged: boolean;
  onPreview: () => void;
  /** The choices (max moves, keep-current weight). */
  children: ReactNode;
  onClose: () => void;
  onSaved: (preview: RosterChangePreviewDto, rosterVersion: number) => void;
}

/** Choose, preview every move, then save exactly what was previewed (or hear that the teams changed meanwhile). */
export function RosterChangeDialog({ title, kind, leagueId, divisionId, preview, choicesChanged, onPreview, children, onClose, onSaved }: RosterChangeDialogProps) {
  const apply = useApplyRoster();
  const shown = preview.data;
  const save = () => shown && apply.mutate(toApplyRosterRequest(leagueId, divisionId, kind, shown), { onSuccess: (result) => onSaved(shown, result.roster_version) });
  const previewAgain = () => {
    apply.reset();
    if (choicesChanged) onPreview();
    else void preview.refetch();
  };
  const titleId = `${kind}-title`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          <div>
            <Button variant="outlined" onClick={previewAgain} disabled={preview.isFetching}>
              Preview
            </Button>
          </div>
          {apply.isError &&
            (isStalePreview(apply.error) ? (
              <Alert severity="warning" action={<Button color="inherit" size="small" onClick={previewAgain}>Preview again</Button>}>
                The teams changed since this preview. Preview again to see the moves as the teams are now.
              </Alert>
            ) : (
              <Alert severity="error">{apiErrorMessage(apply.error) ?? 'The change could not be saved. Please try again.'}</Alert>
            ))}
          {preview.isError && <Alert severity="error">{apiErrorMessage(preview.error) ?? 'The preview could not be made. Please try again.'}</Alert>}
          {preview.isFetching && <CircularProgress aria-label="Working out the moves" size={28} />}
          {choicesChanged && shown && <Alert severity="info">The choices changed: press Preview to see their moves before saving.</Alert>}
          {shown && !preview.isFetching && <RosterChangePreview preview={shown} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!shown || preview.isFetching || choicesChanged || apply.isPending || isStalePreview(apply.error)}>
          {apply.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
