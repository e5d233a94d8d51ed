import { useState } from 'react';
import { Alert, Button, Paper, Stack, TablePagination, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { downloadOutbox, outboxPageSize, useOutbox, useResendEmails } from '@/features/publish-rosters/api/publication';
import { ScrollTable } from '@/components/ui/scroll-table';
import { OutboxTable } from './outbox-table';

/** The division's emails a page at a time: what was sent, what waits, and "Send again" for those not sent. */
export function OutboxSection({ divisionId }: { divisionId: number }) {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(divisionId, page);
  const resend = useResendEmails(divisionId);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const data = outbox.data;

  const download = () => {
    setDownloadFailed(false);
    downloadOutbox(divisionId).catch(() => setDownloadFailed(true));
  };
  const resendResult = resend.data && 'resent' in resend.data ? resend.data : null;

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h2">
            Emails
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {data && data.counts.failed > 0 && (
              <Button variant="outlined" startIcon={<ReplayIcon />} onClick={() => resend.mutate(undefined)} disabled={resend.isPending}>
                Send again all {pluralize(data.counts.failed, 'email')} not sent
              </Button>
            )}
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!data?.count}>
              Download emails (CSV)
            </Button>
          </Stack>
        </Stack>
        {data && !data.sending && (
          <Alert severity="info">
            Email is not set up on this server, so nothing is sent: every email waits here. Download them to send them yourself, or ask whoever runs the server to set up email; waiting emails are
            then sent.
          </Alert>
        )}
        {data && (
          <Typography>
            {pluralize(data.counts.sent, 'email')} sent, {data.counts.pending + data.counts.sending} waiting, {data.counts.failed} not sent.
          </Typography>
        )}
        {resendResult && <Alert severity="success">{pluralize(resendResult.resent, 'email')} put back in line to be sent{resendResult.sending ? '.' : ' once email is set up.'}</Alert>}
        {resend.isError && <Alert severity="error">{apiErrorMessage(resend.error) ?? 'The email could not be sent again. Please try again.'}</Alert>}
        {downloadFailed && <Alert severity="error">The download failed. Please try again.</Alert>}
        {outbox.isError && <Alert severity="error">The emails could not be loaded. Please try again.</Alert>}
        {data && (
          // Addresses and whole messages are wider than a phone: they scroll in the shared box, not the page.
          <ScrollTable label="Emails">
            <OutboxTable messages={data.results} onResend={(id) => resend.mutate(id)} resending={resend.isPending && typeof resend.variables === 'number' ? resend.variables : null} />
          </ScrollTable>
        )}
        {data && data.count > outboxPageSize && (
          <TablePagination
            component="div"
            count={data.count}
            page={page - 1}
            rowsPerPage={outboxPageSize}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next + 1)}
            labelDisplayedRows={({ from, to, count }) => `Emails ${from}–${to} of ${count}`}
          />
        )}
      </Stack>
    </Paper>
  );
}
