import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ConfirmSubmitDialogProps {
  open: boolean;
  unanswered: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked only when questions are left unanswered: they count as wrong once submitted. */
export function ConfirmSubmitDialog({ open, unanswered, onCancel, onConfirm }: ConfirmSubmitDialogProps) {
  const questions = unanswered === 1 ? '1 question is' : `${unanswered} questions are`;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-submit-title">
      <DialogTitle id="confirm-submit-title">Submit with unanswered questions?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {questions} not answered yet. Unanswered questions count as wrong. You can go back and answer them, or submit now.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Keep answering
        </Button>
        <Button onClick={onConfirm} color="warning" variant="contained">
          Submit anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
