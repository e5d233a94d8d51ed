import { useQueries } from '@tanstack/react-query';
import { listSkillsQueryOptions } from '@/api/skills/list-skills';
import { listResults } from '@/lib/list-response';

/** The skills of every division the new day is for, the main division's first. */
export function useSkillsOfDivisions(divisionIds: number[]) {
  return useQueries({
    queries: divisionIds.map((id) => listSkillsQueryOptions(id)),
    combine: (answers) => answers.flatMap((answer) => listResults(answer.data)),
  });
}
