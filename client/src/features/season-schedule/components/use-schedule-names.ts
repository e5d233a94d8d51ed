import { useMemo } from 'react';
import { useDivisions } from '@/api/divisions/list-divisions';
import { useTeams } from '@/api/teams/list-teams';
import type { ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';

/** The season's divisions and teams, and their names by id for the games (which carry ids only). */
export function useScheduleNames(seasonId: number) {
  const { divisions, isLoading: divisionsLoading } = useDivisions({ season: seasonId });
  const { teams } = useTeams({ season: seasonId });
  const names = useMemo<ScheduleNames>(() => {
    const teamNames = new Map(teams.map((t) => [t.id, t.name]));
    const divisionNames = new Map(divisions.map((d) => [d.id, d.name]));
    return { team: (id) => teamNames.get(id) ?? `Team ${id}`, division: (id) => divisionNames.get(id) ?? `Division ${id}` };
  }, [teams, divisions]);
  return { divisions, divisionsLoading, teams, names };
}
