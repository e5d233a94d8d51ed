import type { EvaluationMethod, FamilyReportBand, FamilyReportsDto } from '@league/contract';
import type { LeagueContext } from '../../lib/permissions.js';
import { computeFigures, readEventScores, readPriors } from './compute-results.js';
import { dateOnly, scaleOf } from './evaluations.dto.js';
import { requireEvent } from './events.service.js';

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * Where `figure` sits among `all` (0 = below everyone, 1 = above everyone; ties count half), in
 * quarters. A division of one child is "in the middle": there is nobody to compare with.
 */
export function bandOf(figure: number, all: number[]): FamilyReportBand {
  const others = all.length - 1;
  const below = all.filter((v) => v < figure).length;
  const tied = all.filter((v) => v === figure).length - 1;
  const position = others > 0 ? (below + tied / 2) / others : 0.5;
  return position >= 0.75 ? 'top' : position >= 0.5 ? 'upper' : position >= 0.25 ? 'lower' : 'developing';
}

/**
 * GET /evaluations/{id}/family_reports/: per checked-in child the skills placed among the division
 * (the finalised figures, or the corrected ones before finalising), how many evaluators saw the
 * child, and the evaluators' notes without their names. The admin's screen chooses which notes and
 * whether numbers are printed (decision 0070); this admin-only answer carries everything it needs.
 */
export async function readFamilyReports(ctx: LeagueContext, eventId: number): Promise<FamilyReportsDto> {
  const event = await requireEvent(ctx, eventId);
  const data = await readEventScores(ctx.db, event);
  const method = (event.finalisedMethod as EvaluationMethod | null) ?? 'corrected';
  const blendWeight = event.finalisedMethod ? (event.finalisedBlendWeight ?? 0) : 0;
  const priors = await readPriors(ctx.db, event, data.players);
  const { blended } = computeFigures(event, data, priors, method, blendWeight / 100);
  const skills = event.division.skills;
  const figuresOf = new Map(skills.map((s) => [s.id, [...blended.values()].flatMap((m) => (m.has(s.id) ? [m.get(s.id)!] : []))]));
  const averageOf = new Map([...figuresOf].map(([id, all]) => [id, all.length ? all.reduce((a, b) => a + b, 0) / all.length : 0]));
  const seenBy = new Map<number, Set<number>>();
  for (const s of data.scores) {
    if (!seenBy.has(s.playerId)) seenBy.set(s.playerId, new Set());
    seenBy.get(s.playerId)!.add(s.evaluatorId);
  }
  const players = data.checkIns.map((c) => {
    const mine = blended.get(c.playerId) ?? new Map<number, number>();
    return {
      player_id: c.playerId,
      name: c.player.name,
      bib: c.bib,
      evaluators: seenBy.get(c.playerId)?.size ?? 0,
      skills: skills.flatMap((s) => {
        const figure = mine.get(s.id);
        return figure === undefined ? [] : [{ skill_id: s.id, band: bandOf(figure, figuresOf.get(s.id)!), figure: round(figure), division_average: round(averageOf.get(s.id)!) }];
      }),
      comments: data.scores
        .filter((s) => s.playerId === c.playerId && s.note.trim() !== '')
        .map((s) => ({ key: `${s.evaluatorId}-${s.skillId}`, skill_id: s.skillId, note: s.note.trim() })),
    };
  });
  players.sort((a, b) => a.name.localeCompare(b.name));
  const day = event.sessions.at(-1)?.date;
  return {
    event: { id: event.id, name: event.name, division: event.division.name, date: day ? dateOnly(day) : null },
    method,
    blend_weight: blendWeight,
    finalised: event.finalisedAt !== null,
    scale: scaleOf(event),
    skills: skills.map((s) => ({ id: s.id, name: s.name })),
    players,
  };
}
