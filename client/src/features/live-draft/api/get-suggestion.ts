import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import type { DraftTurnDto } from '@league/contract';
import { coachApi, coachAuth, draftKeys } from './draft-keys';

export interface DraftSuggestion {
  on_the_clock: DraftTurnDto | null;
  suggestion: { player_id: number; player_name: string } | null;
}

/** The pick that keeps the teams most even for the team on the clock (the clock's own auto-pick). */
export async function getSuggestion(draftId: number, key: string | null): Promise<DraftSuggestion> {
  const url = `/drafts/${draftId}/suggestion/`;
  return key ? (await coachApi.get<DraftSuggestion>(url, { headers: coachAuth(key) })).data : (await adminApi.get<DraftSuggestion>(url)).data;
}

/** Asked for on request only; one answer per pick number, since every pick changes it. */
export function useSuggestion(draftId: number, key: string | null, pickNumber: number, enabled: boolean) {
  return useQuery({ queryKey: draftKeys.suggestion(draftId, pickNumber), queryFn: () => getSuggestion(draftId, key), enabled, staleTime: Infinity, retry: false });
}
