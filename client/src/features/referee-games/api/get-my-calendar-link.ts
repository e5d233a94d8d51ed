import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefereeCalendarLinkDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

/** GET /referees/me/calendar/: the referee's working calendar link, or none yet. */
export async function getMyCalendarLink(): Promise<RefereeCalendarLinkDto> {
  return (await refereeApi.get<RefereeCalendarLinkDto>('/referees/me/calendar/')).data;
}

export const myCalendarLinkQueryOptions = () => queryOptions({ queryKey: myGamesKeys.calendar(), queryFn: getMyCalendarLink });

export function useMyCalendarLink() {
  return useQuery(myCalendarLinkQueryOptions());
}
