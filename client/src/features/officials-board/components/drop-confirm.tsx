import { useQuery } from '@tanstack/react-query';
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-session';
import { dragVerdictQueryOptions } from '@/features/officials-board/api/change-officials';
import { changesForMove, describePlace, type BoardPlace } from '@/features/officials-board/lib/board-places';
import { ChangeVerdict } from './change-verdict';

interface Props {
  seasonId: number;
  from: BoardPlace;
  to: BoardPlace;
  saving: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** After a drop: the move in words with its verdict (the drag's, kept), and "Move the official" only when it keeps every rule. */
export function DropConfirm({ seasonId, from, to, saving, error, onConfirm, onCancel }: Props) {
  const verdict = useQuery(dragVerdictQueryOptions(useApiClient(), seasonId, changesForMove(from, to)));
  const title = `Move ${from.holder?.name ?? 'the official'} to ${describePlace(to)}`;
  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="drop-confirm-title">
      <DialogTitle id="drop-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <ChangeVerdict
          checking={verdict.isPending}
          verdict={verdict.data}
          saving={saving}
          onConfirm={onConfirm}
          onBack={onCancel}
          confirmLabel="Move the official"
          backLabel={verdict.data?.allowed === false ? 'Close' : 'Cancel'}
        />
        {verdict.isError && <Alert severity="error" sx={{ mt: 2 }}>{apiErrorMessage(verdict.error) ?? 'The rules could not be checked. Please try again.'}</Alert>}
        {error != null && <Alert severity="error" sx={{ mt: 2 }}>{apiErrorMessage(error) ?? 'The official could not be moved. Please try again.'}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
