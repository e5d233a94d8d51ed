import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyReportsDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { resultKeys } from './keys';

export const familyReportsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: resultKeys.familyReports(eventId),
    queryFn: async () => (await adminApi.get<{ data: FamilyReportsDto }>(`/evaluations/${eventId}/family_reports/`)).data.data,
  });

export const useFamilyReports = (eventId: number) => useQuery(familyReportsQueryOptions(eventId));
