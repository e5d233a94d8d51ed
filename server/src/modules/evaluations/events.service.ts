import type { CreateEvaluationInput, UpdateEvaluationInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireAllInLeague, requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { eventDivisionIds, eventDivisions, toEvaluationDto } from './evaluations.dto.js';
import * as repo from './events.repository.js';

const toSessions = (sessions: CreateEvaluationInput['sessions']) => sessions.map((s) => ({ date: new Date(s.date), startTime: s.start_time, gym: s.gym }));

/** Instructions may only name the skills of the day's divisions. */
async function checkInstructions(ctx: LeagueContext, divisionIds: number[], instructions: Record<string, string> | undefined) {
  if (!instructions) return;
  const skillIds = new Set((await repo.findDivisionSkillIds(ctx.db, divisionIds)).map((s) => s.id));
  const stray = Object.keys(instructions).find((id) => !skillIds.has(Number(id)));
  if (stray) throw AppError.badRequest("Instructions can only be given for the skills of the event's divisions.", { fields: { instructions: stray } });
}

/** The day's divisions: `division_id` first, then `division_ids`; all of the league (404) and of one season (400). */
async function requireDivisions(ctx: LeagueContext, input: CreateEvaluationInput) {
  const ids = [...new Set([...(input.division_id ? [input.division_id] : []), ...(input.division_ids ?? [])])];
  const divisions = await requireAllInLeague(ctx, 'division', ids);
  const seasons = new Set(divisions.map((d) => d.seasonId));
  if (seasons.size > 1) {
    throw AppError.badRequest('The divisions of one evaluation day must be of the same season; make one day per season.', { fields: { division_ids: 'several_seasons' } });
  }
  return ids;
}

/** The event of the caller's league (404 otherwise), read whole. */
export async function requireEvent(ctx: LeagueContext, id: number) {
  await requireInLeague(ctx, 'evaluation', id);
  return (await repo.findEvent(ctx.db, id))!;
}

export async function createEvaluation(ctx: LeagueContext, input: CreateEvaluationInput) {
  const divisionIds = await requireDivisions(ctx, input);
  await checkInstructions(ctx, divisionIds, input.instructions);
  const created = await runTransaction(ctx.db, (tx) =>
    repo.insertEvent(
      tx,
      {
        leagueId: ctx.leagueId,
        divisionId: divisionIds[0]!,
        name: input.name,
        minEvaluators: input.min_evaluators,
        scaleMin: input.scale.min,
        scaleMax: input.scale.max,
        scaleStep: input.scale.step,
        instructions: input.instructions,
      },
      toSessions(input.sessions),
      divisionIds,
    ),
  );
  return toEvaluationDto((await repo.findEvent(ctx.db, created.id))!);
}

/** The day; for one of its divisions (400 otherwise), that division's skills and check-ins only. */
export async function getEvaluation(ctx: LeagueContext, id: number, divisionId?: number) {
  const event = await requireEvent(ctx, id);
  const day = toEvaluationDto(event);
  if (divisionId === undefined) return day;
  chooseDivisions(event, divisionId);
  return { ...day, skills: day.skills.filter((s) => s.division_id === divisionId), checked_in: await repo.countCheckInsOfDivision(ctx.db, id, divisionId) };
}

export async function listEvaluations(ctx: LeagueContext, divisionId?: number) {
  if (divisionId) await requireInLeague(ctx, 'division', divisionId);
  const events = await repo.findEventsOfLeague(ctx.db, ctx.leagueId, divisionId);
  return { count: events.length, results: events.map(toEvaluationDto) };
}

export async function updateEvaluation(ctx: LeagueContext, id: number, input: UpdateEvaluationInput) {
  const event = await requireEvent(ctx, id);
  await checkInstructions(ctx, eventDivisionIds(event), input.instructions);
  if (input.excluded_evaluator_ids) {
    const known = new Set((await repo.findEvaluatorIds(ctx.db, id)).map((e) => e.id));
    if (input.excluded_evaluator_ids.some((e) => !known.has(e))) {
      throw AppError.badRequest('Only evaluators of this evaluation day can be left out.', { fields: { excluded_evaluator_ids: 'unknown' } });
    }
  }
  await runTransaction(ctx.db, (tx) =>
    repo.updateEventRow(
      tx,
      id,
      {
        name: input.name,
        minEvaluators: input.min_evaluators,
        instructions: input.instructions,
        excludedEvaluatorIds: input.excluded_evaluator_ids ? [...new Set(input.excluded_evaluator_ids)] : undefined,
      },
      input.sessions ? toSessions(input.sessions) : undefined,
    ),
  );
  return toEvaluationDto((await repo.findEvent(ctx.db, id))!);
}

/** The day's divisions asked for: one of them (400 when it is not the day's), or all when none is named. */
export function chooseDivisions(event: repo.EventRow, divisionId: number | undefined) {
  const all = eventDivisions(event);
  if (divisionId === undefined) return all;
  const chosen = all.filter((d) => d.id === divisionId);
  if (chosen.length === 0) throw AppError.badRequest('That division is not one of this evaluation day.', { fields: { division_id: 'not_of_event' } });
  return chosen;
}
