import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Destructive actions get the error colour. */
  danger?: boolean;
}

/** Asks before an action that cannot be undone; Cancel gets the focus so Enter never destroys by accident. */
export function ConfirmActionDialog({ open, title, message, confirmLabel, onConfirm, onCancel, busy = false, danger = false }: ConfirmActionDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-action-title" aria-describedby="confirm-action-message">
      <DialogTitle id="confirm-action-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-action-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        {/* White on MUI's red fails AA contrast; an outlined red button on the dark paper passes. */}
        <Button onClick={onConfirm} variant={danger ? 'outlined' : 'contained'} color={danger ? 'error' : 'primary'} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
