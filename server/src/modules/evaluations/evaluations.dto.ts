import type { EvaluationDto, EvaluationMethod, EvaluationSkillDto } from '@league/contract';
import type { EventRow } from './events.repository.js';

export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** The day's divisions (one, or several of one season), each with its skills. */
export const eventDivisions = (event: Pick<EventRow, 'divisions'>) => event.divisions.map((d) => d.division);
export const eventDivisionIds = (event: Pick<EventRow, 'divisions'>) => event.divisions.map((d) => d.divisionId);
/** Every skill of the day's divisions; a player is scored on their own division's only. */
export const eventSkillRows = (event: Pick<EventRow, 'divisions'>) => eventDivisions(event).flatMap((d) => d.skills);

/** The divisions' skills, each with the instruction evaluators see and its division. */
export function eventSkills(event: Pick<EventRow, 'divisions' | 'instructions'>): EvaluationSkillDto[] {
  const instructions = (event.instructions ?? {}) as Record<string, string>;
  return eventSkillRows(event).map((s) => ({ id: s.id, name: s.name, instruction: instructions[String(s.id)] ?? '', division_id: s.divisionId }));
}

const finalisedOf = (row: { finalisedAt: Date | null; finalisedMethod: string | null; finalisedBlendWeight: number | null }) =>
  row.finalisedAt && row.finalisedMethod ? { at: row.finalisedAt.toISOString(), method: row.finalisedMethod as EvaluationMethod, blend_weight: row.finalisedBlendWeight ?? 0 } : null;

export const scaleOf = (event: { scaleMin: number; scaleMax: number; scaleStep: number }) => ({ min: event.scaleMin, max: event.scaleMax, step: event.scaleStep });

export function toEvaluationDto(event: EventRow): EvaluationDto {
  return {
    id: event.id,
    name: event.name,
    division: { id: event.division.id, name: event.division.name },
    min_evaluators: event.minEvaluators,
    scale: scaleOf(event),
    sessions: event.sessions.map((s) => ({ id: s.id, date: dateOnly(s.date), start_time: s.startTime, gym: s.gym })),
    skills: eventSkills(event),
    excluded_evaluator_ids: event.excludedEvaluatorIds,
    checked_in: event._count.checkIns,
    divisions: event.divisions.map((d) => ({ id: d.division.id, name: d.division.name, finalised: finalisedOf(d) })),
    finalised: finalisedOf(event),
    created_at: event.createdAt.toISOString(),
  };
}

