import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useBankQuestion } from '@/features/question-bank/api/get-bank-question';
import type { FlaggedQuestion } from '@/features/question-bank/lib/group-flags';
import { RegradeDialog } from './regrade-dialog';

/** Loads the reported question as the bank holds it now (with its options), then opens the regrade dialog on it. */
export function RegradeFromFlag({ group, onClose }: { group: FlaggedQuestion | null; onClose: () => void }) {
  const found = useBankQuestion(group?.questionId ?? 0, group !== null);
  if (group && found.data) return <RegradeDialog question={found.data} onClose={onClose} />;
  return (
    <Dialog open={group !== null} onClose={onClose} aria-labelledby="regrade-lookup-title">
      <DialogTitle id="regrade-lookup-title">Fix the answer and regrade</DialogTitle>
      <DialogContent>
        {found.isPending && <CircularProgress aria-label="Loading the question" />}
        {found.isError && <Alert severity="warning">This question is no longer in the bank (it was deleted since it was reported).</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
