import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { CertificateListItemDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useRevokeCertificate } from '@/features/certification-admin/api/revoke-certificate';

/** Revoking asks for the reason; it is kept for admins and never shown on the public page. */
export function RevokeDialog({ certificate, onClose }: { certificate: CertificateListItemDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const revoke = useRevokeCertificate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem('Give the reason for revoking.');
    revoke.mutate({ code: certificate.code, reason: reason.trim() }, { onSuccess: onClose, onError: (err) => setProblem(apiErrorMessage(err) ?? 'Could not revoke the certificate. Please try again.') });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="revoke-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="revoke-title">Revoke {certificate.referee_name}&apos;s {certificate.level} certificate?</DialogTitle>
        <DialogContent>
          {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem}</Alert>}
          <DialogContentText sx={{ mb: 2 }}>
            Anyone checking the certificate will see it as revoked. To certify the referee again, mark the level&apos;s clinic again.
          </DialogContentText>
          <TextField id="revoke-reason" label="Reason (seen by admins only)" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={revoke.isPending}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking...' : 'Revoke certificate'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
