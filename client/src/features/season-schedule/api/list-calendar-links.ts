import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { listResults, type ListResponse } from '@/lib/list-response';
import { seasonScheduleKeys } from './schedule-keys';

/** GET /seasons/{id}/calendars/: the working calendar links of the season's teams, families and coaches. */
export async function listCalendarLinks(seasonId: number): Promise<ListResponse<CalendarFeedDto>> {
  return (await adminApi.get<ListResponse<CalendarFeedDto>>(`/seasons/${seasonId}/calendars/`)).data;
}

export const calendarLinksQueryOptions = (seasonId: number) => queryOptions({ queryKey: seasonScheduleKeys.calendars(seasonId), queryFn: () => listCalendarLinks(seasonId) });

export function useCalendarLinks(seasonId: number) {
  const query = useQuery(calendarLinksQueryOptions(seasonId));
  return { ...query, links: listResults(query.data) };
}
