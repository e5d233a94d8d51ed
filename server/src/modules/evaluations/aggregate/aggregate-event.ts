import { raterCorrected } from './rater-corrected.js';
import { rawMeans, trimmedMeans } from './simple-means.js';
import type { AggregationMethod, ScoreCell, SkillAggregate } from './types.js';

export interface SkillCell extends ScoreCell {
  skill: number;
}

export interface EventSkill {
  id: number;
  name: string;
  /** The skill's weight in the overall figure (as the division's composite weighs it). */
  weight: number;
}

/** One skill's figures by the chosen method; mean and trimmed estimate no severity (0 each). */
export function aggregateSkill(cells: readonly ScoreCell[], method: AggregationMethod): SkillAggregate {
  if (method === 'corrected') return raterCorrected(cells);
  const figures = method === 'trimmed' ? trimmedMeans(cells) : rawMeans(cells);
  const scored = new Map<number, number>();
  for (const c of cells) scored.set(c.evaluator, (scored.get(c.evaluator) ?? 0) + 1);
  return { figures, severities: [...scored].map(([evaluator, n]) => ({ evaluator, severity: 0, scored: n })) };
}

/** Every skill's figures, leaving out the evaluators the admin excluded. */
export function aggregateEvent(
  skills: readonly EventSkill[],
  cells: readonly SkillCell[],
  method: AggregationMethod,
  excluded: ReadonlySet<number> = new Set(),
): Map<number, SkillAggregate> {
  const bySkill = new Map<number, SkillCell[]>(skills.map((s) => [s.id, []]));
  for (const cell of cells) if (!excluded.has(cell.evaluator)) bySkill.get(cell.skill)?.push(cell);
  return new Map([...bySkill].map(([skill, list]) => [skill, aggregateSkill(list, method)]));
}

/** Each player's weighted average over the skills they have a figure on (a skill of weight 0 counts for nothing). */
export function overallFigures(skills: readonly EventSkill[], perSkill: ReadonlyMap<number, SkillAggregate>): Map<number, number> {
  const totals = new Map<number, { sum: number; weight: number }>();
  for (const skill of skills) {
    for (const f of perSkill.get(skill.id)?.figures ?? []) {
      const t = totals.get(f.player) ?? { sum: 0, weight: 0 };
      t.sum += skill.weight * f.figure;
      t.weight += skill.weight;
      totals.set(f.player, t);
    }
  }
  return new Map([...totals].filter(([, t]) => t.weight > 0).map(([player, t]) => [player, t.sum / t.weight]));
}
