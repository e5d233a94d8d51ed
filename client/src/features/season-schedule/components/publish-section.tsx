import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { SchedulePublishDto } from '@league/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import { usePreviewPublishSchedule, usePublishSchedule } from '@/features/season-schedule/api/publish-schedule';
import { ScheduleSection } from './schedule-section';

const whoIsEmailed =
  'Each family gets one email with all its children’s games, and each coach one with their team’s games. The first time, every family and coach with a game is emailed; after that, only those whose games changed since the last publication. Their calendar links update too.';

const familiesAndCoaches = ({ families, coaches }: SchedulePublishDto['notified']) =>
  `${pluralize(families, 'family', 'families')} and ${pluralize(coaches, 'coach', 'coaches')}`;

function describePublished(result: SchedulePublishDto): string {
  const emailed = `${familiesAndCoaches(result.notified)} were emailed.`;
  const waiting = result.sending ? '' : ' Email is not set up yet, so the emails wait in the outbox until it is.';
  return `Published (publication ${result.version}): ${emailed}${waiting}`;
}

const emailCount = (preview: SchedulePublishDto) => preview.notified.families + preview.notified.coaches;

/** What the dialog says: who is emailed, in words, and how many publishing now would email. */
function describePreview(preview: SchedulePublishDto): string {
  const now = emailCount(preview) === 0
    ? 'Publishing now emails no one: no family’s or coach’s games changed since the last publication.'
    : `Publishing now emails ${familiesAndCoaches(preview.notified)}.`;
  return `${whoIsEmailed} ${now}`;
}

/** Publishing tells families and coaches, after a dialog that says who gets an email and how many. */
export function PublishSection({ seasonId }: { seasonId: number }) {
  const saved = useSeasonSchedule(seasonId);
  const preview = usePreviewPublishSchedule(seasonId);
  const publish = usePublishSchedule(seasonId);
  const drafts = saved.data?.results.filter((g) => g.status === 'draft').length ?? 0;
  const [asking, setAsking] = useState(false);
  // The numbers stay on screen while the dialog fades out; the next click asks again.
  const counted = preview.data;

  function ask() {
    publish.reset();
    preview.mutate(undefined, { onSuccess: () => setAsking(true) });
  }
  function confirm() {
    publish.mutate(undefined, { onSettled: () => setAsking(false) });
  }

  return (
    <ScheduleSection id="publish-title" title="Publish">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{drafts === 0 ? 'Every saved game is published.' : `${pluralize(drafts, 'game')} ${drafts === 1 ? 'is a draft' : 'are drafts'} that families have not been told about.`}</Typography>
        <Button variant="contained" onClick={ask} disabled={publish.isPending || preview.isPending}>
          Publish schedule
        </Button>
        {publish.isSuccess && <Alert severity="success">{describePublished(publish.data)}</Alert>}
        {preview.isError && <Alert severity="error">{apiErrorMessage(preview.error) ?? 'Who would be emailed could not be worked out. Please try again.'}</Alert>}
        {publish.isError && <Alert severity="error">{apiErrorMessage(publish.error) ?? 'The schedule could not be published. Please try again.'}</Alert>}
      </Stack>
      <ConfirmDialog
        open={asking && counted !== undefined}
        title="Publish the schedule?"
        message={counted ? describePreview(counted) : ''}
        confirmLabel={counted && emailCount(counted) > 0 ? `Publish and send ${pluralize(emailCount(counted), 'email')}` : 'Publish without emails'}
        busy={publish.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </ScheduleSection>
  );
}
