import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { downloadOutbox, useOutbox, usePublicationStatus, usePublish } from '@/features/publish-rosters/api/publication';
import { OutboxTable } from './outbox-table';
import { PublicationChanges } from './publication-changes';

/** Publish a division's rosters: what changed since the last publication, the Publish button, and the emails it wrote. */
export function PublishRostersPage() {
  const divisionId = Number(useParams().divisionId);
  const status = usePublicationStatus(divisionId);
  const outbox = useOutbox(divisionId);
  const publish = usePublish(divisionId);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = () => {
    setDownloadFailed(false);
    downloadOutbox(divisionId).catch(() => setDownloadFailed(true));
  };

  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to={paths.dashboard.viewTeams} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to View Teams
      </Button>
      <Paper sx={{ p: 2 }}>
        <PageHeader
          title="Publish Rosters"
          actions={
            <Button variant="contained" startIcon={<SendIcon />} onClick={() => publish.mutate()} disabled={publish.isPending || !status.data}>
              {publish.isPending ? 'Publishing...' : 'Publish'}
            </Button>
          }
        />
        <Stack spacing={2}>
          {status.isLoading && <Typography color="text.secondary">Loading the changes...</Typography>}
          {status.isError && <Alert severity="error">{apiErrorMessage(status.error) ?? 'The changes could not be loaded. Please try again.'}</Alert>}
          {publish.isError && <Alert severity="error">{apiErrorMessage(publish.error) ?? 'The rosters could not be published. Please try again.'}</Alert>}
          {publish.data && (
            <Alert severity="success">
              Publication {publish.data.version} recorded: {pluralize(publish.data.notified.families, 'family', 'families')} and {pluralize(publish.data.notified.coaches, 'coach', 'coaches')}{' '}
              {publish.data.sending ? 'are being emailed.' : 'have an email waiting below.'}
            </Alert>
          )}
          {status.data && <PublicationChanges status={status.data} />}
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="h5" component="h2">
              Emails
            </Typography>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!outbox.data?.results.length}>
              Download emails (CSV)
            </Button>
          </Stack>
          {outbox.data && !outbox.data.sending && (
            <Alert severity="info">
              Email is not set up on this server, so nothing is sent: every email waits here. Download them to send them yourself, or ask whoever runs the server to set up email; waiting emails
              are then sent.
            </Alert>
          )}
          {outbox.data && (
            <Typography>
              {pluralize(outbox.data.counts.sent, 'email')} sent, {outbox.data.counts.pending + outbox.data.counts.sending} waiting, {outbox.data.counts.failed} not sent.
            </Typography>
          )}
          {downloadFailed && <Alert severity="error">The download failed. Please try again.</Alert>}
          {outbox.isError && <Alert severity="error">The emails could not be loaded. Please try again.</Alert>}
          {outbox.data && <OutboxTable messages={outbox.data.results} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
