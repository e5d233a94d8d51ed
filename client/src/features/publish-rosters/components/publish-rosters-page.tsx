import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { usePublicationStatus, usePublish } from '@/features/publish-rosters/api/publication';
import { CoachLinksPanel } from './coach-links-panel';
import { OutboxSection } from './outbox-section';
import { PublicationChanges } from './publication-changes';
import { PublishConfirmDialog } from './publish-confirm-dialog';

/** Publish a division's rosters: what changed since the last publication, the Publish button, and the emails it wrote. */
export function PublishRostersPage() {
  const divisionId = Number(useParams().divisionId);
  const status = usePublicationStatus(divisionId);
  const publish = usePublish(divisionId);
  // Publishing emails families and coaches: it asks first, with one of the emails shown.
  const [asking, setAsking] = useState(false);

  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to={paths.dashboard.viewTeams} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to View Teams
      </Button>
      <Paper sx={{ p: 2 }}>
        <PageHeader
          title="Publish Rosters"
          actions={
            <Button variant="contained" startIcon={<SendIcon />} onClick={() => setAsking(true)} disabled={publish.isPending || !status.data}>
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
          {status.data && (
            <PublishConfirmDialog
              open={asking}
              status={status.data}
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                setAsking(false);
                publish.mutate();
              }}
            />
          )}
        </Stack>
      </Paper>
      <CoachLinksPanel divisionId={divisionId} />
      <OutboxSection divisionId={divisionId} />
    </Stack>
  );
}
