import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useFindBankQuestion } from '@/features/question-bank/api/find-bank-question';
import type { FlaggedQuestion } from '@/features/question-bank/lib/group-flags';
import { RegradeDialog } from './regrade-dialog';

/** Finds the flagged question in the bank (with its options), then opens the regrade dialog on it. */
export function RegradeFromFlag({ group, onClose }: { group: FlaggedQuestion | null; onClose: () => void }) {
  const found = useFindBankQuestion(group?.questionId ?? 0, group?.questionText ?? '', group !== null);
  if (group && found.data) return <RegradeDialog question={found.data} onClose={onClose} />;
  return (
    <Dialog open={group !== null} onClose={onClose} aria-labelledby="regrade-lookup-title">
      <DialogTitle id="regrade-lookup-title">Fix the answer and regrade</DialogTitle>
      <DialogContent>
        {found.isPending && <CircularProgress aria-label="Loading the question" />}
        {(found.isError || found.data === null) && (
          <Alert severity="warning">This question was changed since it was reported. Find it under All Questions to fix its answer.</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
