import type { CommentApprovalInput, EvaluationMethod, FamilyReportBand, FamilyReportsDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { computeFigures, readEventScores, readPriors, type ComputedFigures } from './compute-results.js';
import { dateOnly, eventDivisions, scaleOf } from './evaluations.dto.js';
import type { EventRow } from './events.repository.js';
import { chooseDivisions, requireEvent } from './events.service.js';
import { deleteNoteApproval, findLatestNote, findNoteApprovals, saveNoteApproval } from './note-approvals.repository.js';

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

/** Each division's figures by how it was finalised (or corrected before), computed once per method and blend. */
async function readDivisionFigures(ctx: LeagueContext, event: EventRow) {
  const data = await readEventScores(ctx.db, event);
  const priors = await readPriors(ctx.db, event, data.players);
  const computed = new Map<string, ComputedFigures>();
  const figuresOf = (d: EventRow['divisions'][number]) => {
    const method = (d.finalisedMethod as EvaluationMethod | null) ?? 'corrected';
    const blend = d.finalisedMethod ? (d.finalisedBlendWeight ?? 0) : 0;
    const key = `${method}:${blend}`;
    if (!computed.has(key)) computed.set(key, computeFigures(event, data, priors, method, blend / 100));
    return { method, blend, blended: computed.get(key)!.blended };
  };
  return { data, byDivision: new Map(event.divisions.map((d) => [d.divisionId, { row: d, ...figuresOf(d) }])) };
}

const commentKey = (evaluatorId: number, skillId: number) => `${evaluatorId}-${skillId}`;

/**
 * GET /evaluations/{id}/family_reports/: per checked-in child the skills placed among their
 * division (its finalised figures, or the corrected ones before finalising), how many evaluators
 * saw the child, and the evaluators' notes without their names, each saying whether the admin
 * approved it as written (decision 0084). The admin's screen prints approved notes only. With
 * `divisionId`, only that division's children (400 for a division not of the day).
 */
export async function readFamilyReports(ctx: LeagueContext, eventId: number, divisionId?: number): Promise<FamilyReportsDto> {
  const event = await requireEvent(ctx, eventId);
  const shown = chooseDivisions(event, divisionId);
  const shownIds = new Set(shown.map((d) => d.id));
  const [{ data, byDivision }, approvals] = await Promise.all([readDivisionFigures(ctx, event), findNoteApprovals(ctx.db, eventId)]);
  const approved = new Map(approvals.map((a) => [`${a.playerId}:${commentKey(a.evaluatorId, a.skillId)}`, a.note]));
  const divisionOf = new Map(data.players.map((p) => [p.id, p.divisionId]));
  const divisions = new Map(eventDivisions(event).map((d) => [d.id, d]));
  // Bands and averages are among the children of the same division, on its skills.
  const allFigures = new Map<number, number[]>();
  for (const [playerId, divisionId] of divisionOf) {
    for (const [skillId, figure] of byDivision.get(divisionId)?.blended.get(playerId) ?? []) allFigures.set(skillId, [...(allFigures.get(skillId) ?? []), figure]);
  }
  const average = (all: number[]) => all.reduce((a, b) => a + b, 0) / all.length;
  const seenBy = new Map<number, Set<number>>();
  for (const s of data.scores) {
    if (!seenBy.has(s.playerId)) seenBy.set(s.playerId, new Set());
    seenBy.get(s.playerId)!.add(s.evaluatorId);
  }
  const players = data.checkIns.filter((c) => shownIds.has(c.player.divisionId)).map((c) => {
    const division = divisions.get(c.player.divisionId);
    const mine = byDivision.get(c.player.divisionId)?.blended.get(c.playerId) ?? new Map<number, number>();
    return {
      player_id: c.playerId,
      name: c.player.name,
      bib: c.bib,
      division: division?.name ?? '',
      evaluators: seenBy.get(c.playerId)?.size ?? 0,
      skills: (division?.skills ?? []).flatMap((s) => {
        const figure = mine.get(s.id);
        const all = allFigures.get(s.id) ?? [];
        return figure === undefined ? [] : [{ skill_id: s.id, band: bandOf(figure, all), figure: round(figure), division_average: round(average(all)) }];
      }),
      comments: data.scores
        .filter((s) => s.playerId === c.playerId && s.note.trim() !== '')
        .map((s) => {
          const key = commentKey(s.evaluatorId, s.skillId);
          return { key, skill_id: s.skillId, note: s.note.trim(), approved: approved.get(`${c.playerId}:${key}`) === s.note.trim() };
        }),
    };
  });
  players.sort((a, b) => a.name.localeCompare(b.name));
  const day = event.sessions.at(-1)?.date;
  // The shown (or main) division's way of finalising heads the page; a day not finalised shows the corrected figures.
  const main = byDivision.get(divisionId ?? event.divisionId);
  return {
    event: { id: event.id, name: event.name, division: shown.map((d) => d.name).join(', '), date: day ? dateOnly(day) : null },
    method: main?.method ?? 'corrected',
    blend_weight: main?.blend ?? 0,
    finalised: main ? main.row.finalisedAt !== null : false,
    scale: scaleOf(event),
    skills: shown.flatMap((d) => d.skills).map((s) => ({ id: s.id, name: s.name })),
    players,
  };
}

/**
 * POST /evaluations/{id}/family_reports/comments/: the admin approves one evaluator's note for the
 * family report as it reads now (or withdraws the approval). A note changed later needs approving again.
 */
export async function approveComment(ctx: LeagueContext, eventId: number, input: CommentApprovalInput) {
  await requireEvent(ctx, eventId);
  const [evaluatorId, skillId] = input.key.split('-').map(Number) as [number, number];
  const key = { eventId, evaluatorId, playerId: input.player_id, skillId };
  const latest = await findLatestNote(ctx.db, key);
  const note = latest?.note.trim() ?? '';
  if (!note) throw new AppError(404, 'This comment is no longer in the family report. Reload the page.', 'not_found');
  if (input.approved) await saveNoteApproval(ctx.db, key, note);
  else await deleteNoteApproval(ctx.db, key);
  return { player_id: input.player_id, key: input.key, note, approved: input.approved };
}
