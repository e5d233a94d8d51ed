import { useMutation, useQueryClient } from '@tanstack/react-query';
import { makeDraftPickInputSchema, type DraftPickDto, type MakeDraftPickInput } from '@league/contract';
import { coachApi, coachAuth, draftKeys } from './draft-keys';

export { makeDraftPickInputSchema, type MakeDraftPickInput };

/** A coach's pick; 409 with a sentence when the player is taken or it is not their turn. */
export async function makePick(draftId: number, key: string, input: MakeDraftPickInput): Promise<DraftPickDto> {
  return (await coachApi.post<DraftPickDto>(`/drafts/${draftId}/picks/`, makeDraftPickInputSchema.parse(input), { headers: coachAuth(key) })).data;
}

export function useMakePick(draftId: number, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => makePick(draftId, key, { player_id: playerId }),
    // The stream brings the pick to every screen; a refused pick means this screen was behind.
    onError: () => queryClient.invalidateQueries({ queryKey: draftKeys.state(draftId) }),
  });
}
