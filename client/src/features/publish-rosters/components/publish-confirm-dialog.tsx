import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import type { PublicationStatusDto } from '@league/contract';
import { pluralize } from '@/lib/format';

interface PublishConfirmDialogProps {
  open: boolean;
  status: PublicationStatusDto;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Publish and email 12 families and 4 coaches?", with one family's email as it will be sent. */
export function PublishConfirmDialog({ open, status, onConfirm, onCancel }: PublishConfirmDialogProps) {
  const emails = status.families_to_notify + status.coaches_to_notify;
  const sample = status.sample_email;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="publish-confirm-title" aria-describedby="publish-confirm-message" maxWidth="md" fullWidth>
      <DialogTitle id="publish-confirm-title">Publish and send {pluralize(emails, 'email')}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="publish-confirm-message">
          {pluralize(status.families_to_notify, 'family', 'families')} and {pluralize(status.coaches_to_notify, 'coach', 'coaches')} will get an email
          {status.sending ? ' now.' : '; with email not set up, they wait in the list below for you to send.'} Sent emails cannot be taken back.
        </DialogContentText>
        {sample && (
          <Box component="section" aria-labelledby="publish-sample-title" sx={{ mt: 2 }}>
            <Typography id="publish-sample-title" variant="subtitle1" component="h3">
              One of the emails, as it will be sent
            </Typography>
            <Typography variant="body2">To: {sample.to.join(', ')}</Typography>
            <Typography variant="body2">Subject: {sample.subject}</Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
              {sample.body}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained">
          Publish and send {pluralize(emails, 'email')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
