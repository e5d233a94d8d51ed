import type { EvaluationDto, EvaluationMethod, EvaluationSkillDto } from '@league/contract';
import type { EventRow } from './events.repository.js';

export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** The division's skills, each with the instruction evaluators see. */
export function eventSkills(event: Pick<EventRow, 'division' | 'instructions'>): EvaluationSkillDto[] {
  const instructions = (event.instructions ?? {}) as Record<string, string>;
  return event.division.skills.map((s) => ({ id: s.id, name: s.name, instruction: instructions[String(s.id)] ?? '' }));
}

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
    finalised:
      event.finalisedAt && event.finalisedMethod
        ? { at: event.finalisedAt.toISOString(), method: event.finalisedMethod as EvaluationMethod, blend_weight: event.finalisedBlendWeight ?? 0 }
        : null,
    created_at: event.createdAt.toISOString(),
  };
}

