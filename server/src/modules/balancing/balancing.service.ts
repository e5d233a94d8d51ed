import { AppError } from '../../lib/app-error.js';
import { requireInLeague, requireOwnLeague, type LeagueContext } from '../../lib/permissions.js';
import type { BalanceTeamsInput } from '@league/contract';
import * as repo from './balancing.repository.js';
import type { OptimizerPool } from './worker/optimizer-pool.js';

export { persistTeams } from './persist-teams.js';

/**
 * Checks the request against the league's data, then reads the file, balances the teams and
 * builds the preview in a worker thread (balance-csv.ts): the answer's JSON text; nothing is written.
 */
export async function previewBalancedTeams(ctx: LeagueContext, optimizer: Pick<OptimizerPool, 'balanceCsv'>, csvText: string, input: BalanceTeamsInput): Promise<string> {
  requireOwnLeague(ctx, input.league_id);
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const skills = await repo.listDivisionSkills(ctx.db, division.id);
  const byId = new Map(skills.map((s) => [s.id, s]));
  const foreign = input.selected_skills.find((id) => !byId.has(id));
  if (foreign !== undefined) throw AppError.badRequest(`Skill ${foreign} is not a skill of this division.`, { fields: { selected_skills: 'unknown skill' } }, 'validation_error');

  const columns = input.selected_skills.map((id) => {
    const skill = byId.get(id)!;
    return { skillId: id, name: skill.name, column: input.skill_mapping[String(id)]!, weight: skill.weight, normalizationFactor: skill.normalizationFactor };
  });
  return optimizer.balanceCsv({ csvText, input, skills: columns, seed: input.seed ?? Date.now() });
}
