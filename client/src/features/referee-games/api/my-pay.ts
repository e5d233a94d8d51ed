import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPayDto } from '@league/contract';
import { refereeApi } from '@/lib/referee-api';
import { periodParams, type Period } from '@/lib/use-period';
import { myGamesKeys } from './my-games-keys';

/** The referee's own games and fees in the period. */
export async function getMyPay(period: Period): Promise<MyPayDto> {
  return (await refereeApi.get<MyPayDto>('/referees/me/pay/', { params: periodParams(period) })).data;
}

export const myPayQueryOptions = (period: Period) =>
  queryOptions({ queryKey: myGamesKeys.pay(period.from ?? '', period.to ?? ''), queryFn: () => getMyPay(period) });

export function useMyPay(period: Period | null) {
  return useQuery({ ...myPayQueryOptions(period ?? {}), enabled: period !== null });
}
