import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefereeCalendarLinkDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

/** POST /referees/me/calendar/: a new link; the one the referee had stops working. */
export async function makeMyCalendarLink(): Promise<RefereeCalendarLinkDto> {
  return (await refereeApi.post<RefereeCalendarLinkDto>('/referees/me/calendar/')).data;
}

/** The answer is the working link now, so it replaces the cache instead of asking again. */
export function useMakeMyCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeMyCalendarLink, onSuccess: (link) => queryClient.setQueryData(myGamesKeys.calendar(), link) });
}
