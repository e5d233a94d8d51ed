import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { RebalanceRequest, RosterChangePreviewDto } from '@league/contract';
import { previewQueryDefaults, rosterPreviewKeys } from './roster-preview-keys';

/** The division balanced again from its stored players; nothing is saved. */
export async function previewRebalance(input: RebalanceRequest): Promise<RosterChangePreviewDto> {
  const { data } = await adminApi.post<RosterChangePreviewDto>('/players/rebalance/', input);
  return data;
}

export const previewRebalanceQueryOptions = (input: RebalanceRequest) =>
  queryOptions({ queryKey: rosterPreviewKeys.rebalance(input), queryFn: () => previewRebalance(input), ...previewQueryDefaults });

export function useRebalancePreview(input: RebalanceRequest) {
  return useQuery(previewRebalanceQueryOptions(input));
}
