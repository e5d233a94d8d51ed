import { Alert, Button } from '@mui/material';
import { describeRestore, useRestoreRosterVersion } from '@/api/roster-history/restore-roster-version';
import { apiErrorMessage } from '@/lib/api-client';

interface UndoAlertProps {
  message: string;
  divisionId: number;
  /** The version the trade or move recorded; Undo restores the one before it. */
  rosterVersion: number;
  onUndone: (message: string) => void;
}

/** The success message of a trade or move, with Undo. */
export function UndoAlert({ message, divisionId, rosterVersion, onUndone }: UndoAlertProps) {
  const restore = useRestoreRosterVersion(divisionId);
  const undo = () =>
    restore.mutate(rosterVersion - 1, { onSuccess: (result) => onUndone(`Undone. ${describeRestore(rosterVersion - 1, result)}`) });
  const canUndo = rosterVersion > 1;

  return (
    <Alert
      severity={restore.isError ? 'error' : 'success'}
      role="status"
      action={
        canUndo && (
          <Button color="inherit" size="small" onClick={undo} disabled={restore.isPending}>
            Undo
          </Button>
        )
      }
    >
      {restore.isError ? `${message} Undo failed: ${apiErrorMessage(restore.error) ?? 'please try again.'}` : message}
    </Alert>
  );
}
