import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftStateDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { draftKeys } from './draft-keys';

export type DraftControl = 'start' | 'pause' | 'resume' | 'undo' | 'finish';

/** Start, pause, resume, undo the last pick or finish; each answers the draft as it is now. */
export async function controlDraft(draftId: number, control: DraftControl): Promise<DraftStateDto> {
  return (await adminApi.post<DraftStateDto>(`/drafts/${draftId}/${control}/`)).data;
}

export function useControlDraft(draftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (control: DraftControl) => controlDraft(draftId, control),
    onSuccess: (state) => queryClient.setQueryData(draftKeys.state(draftId), state),
  });
}
