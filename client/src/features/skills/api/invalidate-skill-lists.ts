import type { QueryClient } from '@tanstack/react-query';
import { skillsQueryKey } from './list-skills';
import { playersQueryKey } from '@/features/players/api/list-players';
import { teamsQueryKey } from '@/features/teams/api/list-teams';

/**
 * Skill changes move players' composite scores (weights and factors feed them), so the
 * players and teams lists are refreshed along with the skills.
 */
export function invalidateSkillLists(queryClient: QueryClient) {
  const keys = [skillsQueryKey(null), playersQueryKey({}), teamsQueryKey({})].map((key) => [key[0]]);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
