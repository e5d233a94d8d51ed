import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import type { DraftStateDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { useControlDraft, type DraftControl } from '@/features/live-draft/api/control-draft';

/** Start (once the links are sent), pause or resume, undo the last pick, finish (asked first: it writes the draft rosters). */
export function DraftControls({ state }: { state: DraftStateDto }) {
  const control = useControlDraft(state.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const last = state.picks.at(-1);
  const run = (action: DraftControl, sentence: string) => {
    setDone('');
    control.mutate(action, {
      onSuccess: () => {
        setDone(sentence);
        setConfirming(false);
      },
    });
  };
  if (state.status === 'finished') return null;
  const left = state.pool.length;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {state.status === 'waiting' ? (
          <Button variant="contained" disabled={control.isPending} onClick={() => run('start', 'The draft has started: the first team\u2019s clock is running.')}>
            Start the draft
          </Button>
        ) : state.status === 'paused' ? (
          <Button variant="contained" disabled={control.isPending} onClick={() => run('resume', 'The draft goes on; the clock of the team picking starts again.')}>
            Resume
          </Button>
        ) : (
          <Button variant="outlined" disabled={control.isPending} onClick={() => run('pause', 'The draft is paused; coaches cannot pick and the clock is stopped.')}>
            Pause
          </Button>
        )}
        <Button variant="outlined" disabled={control.isPending || !last} onClick={() => last && run('undo', `${last.player_name} is back among the players not picked yet.`)}>
          Undo last pick{last ? ` (${last.player_name})` : ''}
        </Button>
        <Button variant="contained" color="secondary" disabled={control.isPending} onClick={() => setConfirming(true)}>
          Finish the draft
        </Button>
      </Stack>
      {done && <Alert severity="success" role="status">{done}</Alert>}
      {control.error && <Alert severity="error">{apiErrorMessage(control.error) ?? 'That did not work. Try again.'}</Alert>}
      <ConfirmDialog
        open={confirming}
        title="Finish the draft?"
        message={`Each picked player joins the team that picked them, as a draft roster you can still adjust (nothing is published). ${left} player${left === 1 ? '' : 's'} not picked yet will stay without a team. Coaches can no longer pick.`}
        confirmLabel="Finish the draft"
        busy={control.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('finish', 'The draft is finished: the picks are now the teams\u2019 draft rosters.')}
      />
    </Stack>
  );
}
