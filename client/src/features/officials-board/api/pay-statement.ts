import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PayStatementDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { filenameFromDisposition, saveBlob } from '@/lib/download-file';
import { periodParams, type Period } from '@/lib/use-period';
import { officialsKeys } from './officials-keys';

/** What each referee is paid for the season's games in the period. */
export async function getPayStatement(seasonId: number, period: Period): Promise<PayStatementDto> {
  return (await adminApi.get<PayStatementDto>(`/seasons/${seasonId}/officials/pay/`, { params: periodParams(period) })).data;
}

export const payStatementQueryOptions = (seasonId: number, period: Period) =>
  queryOptions({ queryKey: officialsKeys.pay(seasonId, period.from ?? '', period.to ?? ''), queryFn: () => getPayStatement(seasonId, period) });

/** Asks only once the dates make a period (null: they do not). */
export function usePayStatement(seasonId: number, period: Period | null) {
  return useQuery({ ...payStatementQueryOptions(seasonId, period ?? {}), enabled: period !== null });
}

/** The same statement as a CSV file Excel opens, saved by the browser. */
export async function downloadPayStatement(seasonId: number, period: Period): Promise<void> {
  const response = await adminApi.get<Blob>(`/seasons/${seasonId}/officials/pay/`, { params: { ...periodParams(period), format: 'csv' }, responseType: 'blob' });
  saveBlob(response.data, filenameFromDisposition(response.headers['content-disposition'], `referee-pay-season-${seasonId}.csv`));
}

export function useDownloadPayStatement(seasonId: number) {
  return useMutation({ mutationFn: (period: Period) => downloadPayStatement(seasonId, period) });
}
