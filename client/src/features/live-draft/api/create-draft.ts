import { useMutation } from '@tanstack/react-query';
import { createDraftInputSchema, type CreateDraftInput, type DraftCreatedDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';

export { createDraftInputSchema, type CreateDraftInput };

/** Opens a draft room; the answer holds each coach's join link, shown only this once. */
export async function createDraft(input: CreateDraftInput): Promise<DraftCreatedDto> {
  return (await adminApi.post<DraftCreatedDto>('/drafts/', createDraftInputSchema.parse(input))).data;
}

export function useCreateDraft() {
  return useMutation({ mutationFn: createDraft });
}
