import { Divider, Stack } from '@mui/material';
import type { TeamDto } from '@league/contract';
import { useGymTime } from '@/features/season-schedule/api/get-gym-time';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import { BlackoutDatesForm } from './blackout-dates-form';
import { ScheduleSection } from './schedule-section';
import { TravelMinutesForm } from './travel-minutes-form';

/** What coaches asked for and how far apart the gyms are: every build, closed day and moved game keeps them. */
export function ScheduleRulesSection({ seasonId, teams }: { seasonId: number; teams: TeamDto[] }) {
  const { data: gymTime } = useGymTime(seasonId);
  const { data: saved } = useSeasonSchedule(seasonId);
  return (
    <ScheduleSection id="schedule-rules-title" title="Days off and driving times" intro="The schedule never puts a team's game on a day its coach asked off, and gives a coach with two teams the driving time between venues.">
      <Stack spacing={3}>
        <BlackoutDatesForm seasonId={seasonId} teams={teams} />
        <Divider />
        {/* Keyed by what was saved, so the form starts again from the stored minutes once they load. */}
        {saved && gymTime && <TravelMinutesForm key={JSON.stringify(saved.travel)} seasonId={seasonId} venues={gymTime.venues} saved={saved.travel} />}
      </Stack>
    </ScheduleSection>
  );
}
