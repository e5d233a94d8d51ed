import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PayStatementDto } from '@league/contract';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '@/lib/api-session';
import { filenameFromDisposition, saveBlob } from '@/lib/download-file';
import { periodParams, type Period } from '@/lib/use-period';
import { officialsKeys } from './officials-keys';

/** What each referee is paid for the season's games in the period. */
export async function getPayStatement(api: AxiosInstance, seasonId: number, period: Period): Promise<PayStatementDto> {
  return (await api.get<PayStatementDto>(`/seasons/${seasonId}/officials/pay/`, { params: periodParams(period) })).data;
}

export const payStatementQueryOptions = (api: AxiosInstance, seasonId: number, period: Period) =>
  queryOptions({ queryKey: officialsKeys.pay(seasonId, period.from ?? '', period.to ?? ''), queryFn: () => getPayStatement(api, seasonId, period) });

/** Asks only once the dates make a period (null: they do not). */
export function usePayStatement(seasonId: number, period: Period | null) {
  return useQuery({ ...payStatementQueryOptions(useApiClient(), seasonId, period ?? {}), enabled: period !== null });
}

/** The same statement as a CSV file Excel opens, saved by the browser. */
export async function downloadPayStatement(api: AxiosInstance, seasonId: number, period: Period): Promise<void> {
  const response = await api.get<Blob>(`/seasons/${seasonId}/officials/pay/`, { params: { ...periodParams(period), format: 'csv' }, responseType: 'blob' });
  saveBlob(response.data, filenameFromDisposition(response.headers['content-disposition'], `referee-pay-season-${seasonId}.csv`));
}

export function useDownloadPayStatement(seasonId: number) {
  const api = useApiClient();
  return useMutation({ mutationFn: (period: Period) => downloadPayStatement(api, seasonId, period) });
}
