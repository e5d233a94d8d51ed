import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyReportsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

/** The reports of the whole day, or of one of its divisions (`divisionId`). */
export const familyReportsQueryOptions = (eventId: number, divisionId: number | null = null) =>
  queryOptions({
    queryKey: resultKeys.familyReports(eventId, divisionId),
    queryFn: async () =>
      (await adminApi.get<FamilyReportsDto>(`/evaluations/${eventId}/family_reports/`, { params: { division_id: divisionId ?? undefined } })).data,
    // The page (and its Division select) stays while another division's reports load.
    placeholderData: keepPreviousData,
  });

export const useFamilyReports = (eventId: number, divisionId: number | null = null) => useQuery(familyReportsQueryOptions(eventId, divisionId));
