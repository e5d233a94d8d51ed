import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefereeCalendarLinkDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { myGamesKeys } from './my-games-keys';

/** POST /referees/me/calendar/withdraw/: the link stops working at once. */
export async function withdrawMyCalendarLink(): Promise<void> {
  await refereeApi.post('/referees/me/calendar/withdraw/');
}

const noLink: RefereeCalendarLinkDto = { url: null, created_at: null };

export function useWithdrawMyCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawMyCalendarLink, onSuccess: () => queryClient.setQueryData(myGamesKeys.calendar(), noLink) });
}
