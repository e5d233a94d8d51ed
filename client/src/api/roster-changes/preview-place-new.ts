import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { PlaceNewRequest, RosterChangePreviewDto } from '@league/contract';
import { previewQueryDefaults, rosterPreviewKeys } from './roster-preview-keys';

/** Where the division's unassigned players would go; nothing is saved. */
export async function previewPlaceNew(input: PlaceNewRequest): Promise<RosterChangePreviewDto> {
  const { data } = await adminApi.post<RosterChangePreviewDto>('/players/place_new/', input);
  return data;
}

export const previewPlaceNewQueryOptions = (input: PlaceNewRequest) =>
  queryOptions({ queryKey: rosterPreviewKeys.placeNew(input), queryFn: () => previewPlaceNew(input), ...previewQueryDefaults });

export function usePlaceNewPreview(input: PlaceNewRequest) {
  return useQuery(previewPlaceNewQueryOptions(input));
}
