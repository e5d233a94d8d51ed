import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DraftStateDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { coachApi, coachAuth, draftKeys } from './draft-keys';

/** The admin's view of the draft (signed in). */
export async function getDraftAsAdmin(draftId: number): Promise<DraftStateDto> {
  return (await adminApi.get<DraftStateDto>(`/drafts/${draftId}/`)).data;
}

/** A coach's view: the same state plus `your_team_id`, the team whose link this is. */
export async function getDraftAsCoach(draftId: number, key: string): Promise<DraftStateDto> {
  return (await coachApi.get<DraftStateDto>(`/drafts/${draftId}/`, { headers: coachAuth(key) })).data;
}

// The room follows the event stream (use-admin-draft-stream, decision 0090); only while the
// stream is not live does it read the state every 2 seconds, until the draft is finished.
export const adminDraftQueryOptions = (draftId: number, polling = true) =>
  queryOptions({
    queryKey: draftKeys.state(draftId),
    queryFn: () => getDraftAsAdmin(draftId),
    refetchInterval: (query) => (!polling || query.state.data?.status === 'finished' ? false : 2000),
  });

export function useAdminDraft(draftId: number, polling = true) {
  return useQuery(adminDraftQueryOptions(draftId, polling));
}

/** Read once; after that the event stream keeps the cached state current (use-draft-stream). */
export function useCoachDraft(draftId: number, key: string) {
  return useQuery({ queryKey: draftKeys.state(draftId), queryFn: () => getDraftAsCoach(draftId, key), staleTime: Infinity, retry: false });
}
