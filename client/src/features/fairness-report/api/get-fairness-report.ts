import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { FairnessReportDto } from '@league/contract';

export const fairnessReportKeys = {
  all: ['fairness-report'] as const,
  detail: (divisionId: number, includeRatings: boolean) => ['fairness-report', { divisionId, includeRatings }] as const,
};

export async function getFairnessReport(divisionId: number, includeRatings: boolean): Promise<FairnessReportDto> {
  const { data } = await adminApi.get<FairnessReportDto>(`/divisions/${divisionId}/fairness_report/`, { params: { include_ratings: includeRatings } });
  return data;
}

export const fairnessReportQueryOptions = (divisionId: number, includeRatings: boolean) =>
  queryOptions({ queryKey: fairnessReportKeys.detail(divisionId, includeRatings), queryFn: () => getFairnessReport(divisionId, includeRatings) });

export function useFairnessReport(divisionId: number, includeRatings: boolean) {
  return useQuery(fairnessReportQueryOptions(divisionId, includeRatings));
}
