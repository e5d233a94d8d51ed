import { useState } from 'react';
import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CertificateListItemDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { useCertificates } from '@/api/certification/list-certificates';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { pluralize } from '@/lib/pluralize';
import { RevokeDialog } from './revoke-dialog';

const left = (days: number) => (days === 0 ? 'Last valid day' : `${pluralize(days, 'day')} left`);

/** Every certificate valid today, soonest expiry first, each with "Revoke". */
export function CertificatesSection() {
  const certificates = useCertificates({});
  const [revoking, setRevoking] = useState<CertificateListItemDto | null>(null);
  const rows = certificates.data?.results ?? [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="certificates-heading">
      <Typography id="certificates-heading" variant="h5" component="h2">
        Valid certificates{certificates.data ? ` (${rows.length})` : ''}
      </Typography>
      {certificates.isError && <Alert severity="error">Could not load the certificates. Please try again.</Alert>}
      {certificates.data && rows.length === 0 && <Typography color="text.secondary">No certificate is valid today.</Typography>}
      {rows.length > 0 && (
        <ScrollTable label="Valid certificates">
          <Table size="small" aria-label="Valid certificates">
            <TableHead>
              <TableRow>
                <TableCell>Referee</TableCell>
                <TableCell>Level</TableCell>
                <TableCell>Valid until</TableCell>
                <TableCell>Verification code</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.code}>
                  <TableCell>{c.referee_name}</TableCell>
                  <TableCell>{c.level}</TableCell>
                  <TableCell>
                    {formatCalendarDay(c.valid_until)} ({left(c.expires_in_days)})
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.code}</TableCell>
                  <TableCell>
                    <Button size="small" color="error" onClick={() => setRevoking(c)} aria-label={`Revoke ${c.referee_name}'s ${c.level} certificate`}>
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {revoking && <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  );
}
