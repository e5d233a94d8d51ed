import { useState } from 'react';
import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { GymTimeDto } from '@league/contract';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { apiErrorMessage } from '@/lib/api-client';
import { joinWords, pluralize } from '@/lib/format';
import { useGymTime } from '@/features/season-schedule/api/get-gym-time';
import { useUploadGymTime } from '@/features/season-schedule/api/upload-gym-time';
import { describeDay } from '@/features/season-schedule/lib/describe-schedule';
import { ScheduleSection } from './schedule-section';

/** Upload the schools' gym time (venue, court, date, start, end) and see what the season now has. */
export function GymTimeSection({ seasonId }: { seasonId: number }) {
  const gymTime = useGymTime(seasonId);
  const upload = useUploadGymTime(seasonId);
  const [fileName, setFileName] = useState<string | null>(null);

  function choose(file: File | null) {
    if (!file) return;
    setFileName(file.name);
    upload.mutate(file);
  }

  const error = upload.isError ? (apiErrorMessage(upload.error) ?? 'The file could not be uploaded. Please try again.') : undefined;
  return (
    <ScheduleSection id="gym-time-title" title="Gym time" intro="A CSV file with the columns venue, court, date, start and end, one row per booking. A file with a row that cannot be read adds nothing.">
      <Stack spacing={2}>
        <FileDropZone id="gym-time-file" label="Upload gym time (CSV)" accept=".csv,text/csv" error={error} onChoose={choose} status={upload.isPending ? `Reading ${fileName}...` : (fileName ?? 'Drop the file here or click to choose it.')} />
        {upload.isSuccess && <Alert severity="success">{`${fileName ?? 'The file'} added ${pluralize(upload.data.added, 'booking')} of gym time.`}</Alert>}
        {gymTime.isError && <Alert severity="error">The gym time could not be loaded. Please try again.</Alert>}
        {gymTime.data && <GymTimeSummary gymTime={gymTime.data} />}
      </Stack>
    </ScheduleSection>
  );
}

function GymTimeSummary({ gymTime }: { gymTime: GymTimeDto }) {
  if (gymTime.slots.length === 0) return <Typography color="text.secondary">This season has no gym time yet.</Typography>;
  const days = [...new Set(gymTime.slots.map((s) => s.date))].sort();
  return (
    <div>
      <Typography>
        {`The season has ${pluralize(gymTime.venues.length, 'venue')} and ${pluralize(gymTime.slots.length, 'booking')} of gym time on ${pluralize(days.length, 'day')}, from ${describeDay(days[0]!)} to ${describeDay(days.at(-1)!)}.`}
      </Typography>
      <List dense aria-label="Venues">
        {gymTime.venues.map((venue) => {
          const slots = gymTime.slots.filter((s) => s.venue_id === venue.id).length;
          const courts = venue.courts.length === 1 ? `court ${venue.courts[0]}` : `courts ${joinWords(venue.courts)}`;
          return (
            <ListItem key={venue.id} disableGutters>
              <ListItemText primary={venue.name} secondary={`${venue.address ? `${venue.address}; ` : ''}${courts}; ${pluralize(slots, 'booking')}`} />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
