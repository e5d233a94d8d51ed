import { AppError } from '../../lib/app-error.js';
import { recomputeComposites } from '../../lib/db/recompute-composites.js';
import { isUniqueViolation } from '../../lib/db/unique-violation.js';
import type { LeagueContext } from '../../lib/league-context.js';
import type { CreateSkillInput, UpdateSkillInput } from '@league/contract';
import { toSkillDto } from './skills.dto.js';
import * as repo from './skills.repository.js';

const nameTaken = (name: string) =>
  AppError.badRequest(`A skill named "${name}" already exists in this division.`, { fields: { name: 'taken' } }, 'skill_name_taken');

async function requireDivision(ctx: LeagueContext, divisionId: number) {
  if (!(await repo.findDivisionInLeague(ctx.db, ctx.leagueId, divisionId))) throw AppError.notFound('Division');
}

async function requireSkill(ctx: LeagueContext, id: number) {
  const skill = await repo.findSkillInLeague(ctx.db, ctx.leagueId, id);
  if (!skill) throw AppError.notFound('Skill');
  return skill;
}

/** Turns a lost race on the (division, name) index into the same 400 as the friendly check. */
async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function listSkills(ctx: LeagueContext, query: { division?: number }) {
  if (query.division !== undefined) await requireDivision(ctx, query.division);
  const skills = await repo.findSkills(ctx.db, ctx.leagueId, query.division);
  return { count: skills.length, results: skills.map(toSkillDto) };
}

/**
 * Existing players get no rating for a new skill, and the composite rule ignores skills a
 * player is not rated in, so nobody's composite changes and none is recomputed here.
 */
export async function createSkill(ctx: LeagueContext, input: CreateSkillInput) {
  await requireDivision(ctx, input.division);
  if (await repo.findSkillByName(ctx.db, input.division, input.name)) throw nameTaken(input.name);
  const skill = await guardName(input.name, () =>
    repo.insertSkill(ctx.db, {
      name: input.name,
      description: input.description,
      weight: input.weight,
      normalizationFactor: input.normalization_factor,
      divisionId: input.division,
    }),
  );
  return toSkillDto(skill);
}

/** A new weight or factor changes every composite of the division, in the same transaction. */
export async function updateSkill(ctx: LeagueContext, id: number, input: UpdateSkillInput) {
  const skill = await requireSkill(ctx, id);
  if (input.division !== undefined && input.division !== skill.divisionId) {
    await requireDivision(ctx, input.division);
    throw AppError.badRequest('A skill cannot be moved to another division; create it there instead.', { fields: { division: 'immutable' } });
  }
  if (input.name !== undefined && (await repo.findSkillByName(ctx.db, skill.divisionId, input.name, id))) throw nameTaken(input.name);
  const rescales =
    (input.weight !== undefined && input.weight !== skill.weight) ||
    (input.normalization_factor !== undefined && input.normalization_factor !== skill.normalizationFactor);
  const updated = await guardName(input.name ?? skill.name, () =>
    ctx.db.$transaction(async (tx) => {
      const row = await repo.updateSkillRow(tx, id, {
        name: input.name,
        description: input.description,
        weight: input.weight,
        normalizationFactor: input.normalization_factor,
      });
      if (rescales) await recomputeComposites(tx, { divisionIds: [skill.divisionId] });
      return row;
    }),
  );
  return toSkillDto(updated);
}

/** The ratings go with the skill, so the division's composites are recomputed without them. */
export async function deleteSkill(ctx: LeagueContext, id: number): Promise<void> {
  const skill = await requireSkill(ctx, id);
  await ctx.db.$transaction(async (tx) => {
    await repo.deleteSkillRow(tx, id);
    await recomputeComposites(tx, { divisionIds: [skill.divisionId] });
  });
}
