import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { SchedulePublishDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import { usePublishSchedule } from '@/features/season-schedule/api/publish-schedule';
import { ScheduleSection } from './schedule-section';

const whoIsEmailed =
  'Each family gets one email with all its children’s games, and each coach one with their team’s games. The first time, every family and coach with a game is emailed; after that, only those whose games changed since the last publication. Their calendar links update too.';

function describePublished(result: SchedulePublishDto): string {
  const emailed = `${pluralize(result.notified.families, 'family', 'families')} and ${pluralize(result.notified.coaches, 'coach', 'coaches')} were emailed.`;
  const waiting = result.sending ? '' : ' Email is not set up yet, so the emails wait in the outbox until it is.';
  return `Published (publication ${result.version}): ${emailed}${waiting}`;
}

/** Publishing tells families and coaches, after a dialog that says who gets an email. */
export function PublishSection({ seasonId }: { seasonId: number }) {
  const [asking, setAsking] = useState(false);
  const saved = useSeasonSchedule(seasonId);
  const publish = usePublishSchedule(seasonId);
  const drafts = saved.data?.results.filter((g) => g.status === 'draft').length ?? 0;

  function confirm() {
    publish.mutate(undefined, { onSettled: () => setAsking(false) });
  }

  return (
    <ScheduleSection id="publish-title" title="Publish">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{drafts === 0 ? 'Every saved game is published.' : `${pluralize(drafts, 'game')} ${drafts === 1 ? 'is a draft' : 'are drafts'} that families have not been told about.`}</Typography>
        <Button variant="contained" onClick={() => setAsking(true)} disabled={publish.isPending}>
          Publish schedule
        </Button>
        {publish.isSuccess && <Alert severity="success">{describePublished(publish.data)}</Alert>}
        {publish.isError && <Alert severity="error">{apiErrorMessage(publish.error) ?? 'The schedule could not be published. Please try again.'}</Alert>}
      </Stack>
      <ConfirmDialog open={asking} title="Publish the schedule?" message={whoIsEmailed} confirmLabel="Publish and email" busy={publish.isPending} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </ScheduleSection>
  );
}
