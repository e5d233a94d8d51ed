import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Paper, Stack, Typography } from '@mui/material';
import type { ScheduleDto } from '@league/contract';
import { PageHeader } from '@/components/ui/page-header';
import { CalendarLinksSection } from './calendar-links-section';
import { CloseDaySection } from './close-day-section';
import { GamesSection } from './games-section';
import { GymTimeSection } from './gym-time-section';
import { BuildScheduleSection } from './build-schedule-section';
import { PublishSection } from './publish-section';
import { ScheduleRulesSection } from './schedule-rules-section';
import { SeasonSelect } from './season-select';
import { useScheduleNames } from './use-schedule-names';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The season's games: gym time in, a schedule built and published, days closed, calendar links kept. */
export function SeasonSchedulePage() {
  // `?season=` keeps the season on reload and in a shared link.
  const [params, setParams] = useSearchParams();
  const seasonId = idParam(params.get('season'));
  const choose = (next: number | null) => setParams(next ? { season: String(next) } : {}, { replace: true });

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title="Season Schedule" />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Upload the gym time the schools gave you, build the games of each division, then publish them to families and coaches.
        </Typography>
        <SeasonSelect seasonId={seasonId} onChange={choose} />
      </Paper>
      {seasonId && <SeasonSchedule key={seasonId} seasonId={seasonId} />}
    </Stack>
  );
}

function SeasonSchedule({ seasonId }: { seasonId: number }) {
  const { divisions, divisionsLoading, teams, names } = useScheduleNames(seasonId);
  // A preview is shown in the games table until it is saved or thrown away.
  const [preview, setPreview] = useState<ScheduleDto | null>(null);
  return (
    <>
      <GymTimeSection seasonId={seasonId} />
      <ScheduleRulesSection seasonId={seasonId} teams={teams} />
      <BuildScheduleSection seasonId={seasonId} divisions={divisions} divisionsLoading={divisionsLoading} names={names} onPreview={setPreview} />
      <GamesSection seasonId={seasonId} preview={preview} divisions={divisions} teams={teams} names={names} />
      <PublishSection seasonId={seasonId} />
      <CloseDaySection seasonId={seasonId} names={names} />
      <CalendarLinksSection seasonId={seasonId} />
    </>
  );
}
