import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { teamsKeys } from '@/api/teams/list-teams';
import { createPlayerSkill } from '@/features/teams/api/create-player-skill';
import { listPlayerSkillsQueryOptions } from '@/features/teams/api/list-player-skills';
import { updatePlayerSkill } from '@/features/teams/api/update-player-skill';
import type { SkillRow } from '@/features/teams/lib/skill-rows';
import { toStoredRating } from '@/features/teams/lib/rating-scale';

/** Says which kind of write failed, so the editor can name it ("Failed to save" / "Failed to add skill"). */
export class RatingWriteError extends Error {}

/** Writes every rating (PUT the existing, POST the missing), then reloads ratings, players and team scores. */
export function useSaveRatings(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: SkillRow[]) => {
      const writes = rows.map(async (row) => {
        const input = { player: playerId, skill: row.skillId, rating: toStoredRating(row.displayed, row.normalizationFactor), notes: row.notes };
        try {
          if (row.ratingId !== undefined) await updatePlayerSkill(row.ratingId, input);
          else await createPlayerSkill(input);
        } catch (error) {
          throw new RatingWriteError(row.ratingId !== undefined ? 'Failed to save' : 'Failed to add skill', { cause: error });
        }
      });
      const failed = (await Promise.allSettled(writes)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    // Reloading the ratings remounts the sliders, so it only happens after a clean save: after a
    // failure the admin keeps the values and the message. Composites change either way.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listPlayerSkillsQueryOptions(playerId).queryKey }),
    onSettled: () => invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all]),
  });
}
