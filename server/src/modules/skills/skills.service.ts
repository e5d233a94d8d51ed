import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { uniqueConflict } from '../../lib/db/unique-rules.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { CreateSkillInput, UpdateSkillInput } from '@league/contract';
import { toSkillDto } from './skills.dto.js';
import * as repo from './skills.repository.js';

export async function listSkills(ctx: LeagueContext, query: { division?: number }) {
  if (query.division !== undefined) await requireInLeague(ctx, 'division', query.division);
  const skills = await repo.findSkills(ctx.db, ctx.leagueId, query.division);
  return { count: skills.length, results: skills.map(toSkillDto) };
}

/**
 * Existing players get no rating for a new skill, and the composite rule ignores skills a
 * player is not rated in, so nobody's composite changes and none is recomputed here.
 */
export async function createSkill(ctx: LeagueContext, input: CreateSkillInput) {
  await requireInLeague(ctx, 'division', input.division);
  if (await repo.findSkillByName(ctx.db, input.division, input.name)) throw uniqueConflict('Skill', input.name);
  const skill = await repo.insertSkill(ctx.db, {
    name: input.name,
    description: input.description,
    weight: input.weight,
    normalizationFactor: input.normalization_factor,
    divisionId: input.division,
  });
  return toSkillDto(skill);
}

/** A new weight or factor changes every composite of the division, in the same transaction. */
export async function updateSkill(ctx: LeagueContext, id: number, input: UpdateSkillInput) {
  const skill = await requireInLeague(ctx, 'skill', id);
  if (input.division !== undefined && input.division !== skill.divisionId) {
    await requireInLeague(ctx, 'division', input.division);
    throw AppError.badRequest('A skill cannot be moved to another division; create it there instead.', { fields: { division: 'immutable' } });
  }
  if (input.name !== undefined && (await repo.findSkillByName(ctx.db, skill.divisionId, input.name, id))) throw uniqueConflict('Skill', input.name);
  const rescales =
    (input.weight !== undefined && input.weight !== skill.weight) ||
    (input.normalization_factor !== undefined && input.normalization_factor !== skill.normalizationFactor);
  const updated = await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [skill.divisionId]);
    const row = await repo.updateSkillRow(tx, id, {
      name: input.name,
      description: input.description,
      weight: input.weight,
      normalizationFactor: input.normalization_factor,
    });
    if (rescales) await recomputeComposites(tx, { divisionIds: [skill.divisionId] });
    return row;
  });
  return toSkillDto(updated);
}

/** The ratings go with the skill, so the division's composites are recomputed without them. */
export async function deleteSkill(ctx: LeagueContext, id: number): Promise<void> {
  const skill = await requireInLeague(ctx, 'skill', id);
  await runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [skill.divisionId]);
    await repo.deleteSkillRow(tx, id);
    await recomputeComposites(tx, { divisionIds: [skill.divisionId] });
  });
}
