import type { RaterReviewDto, RaterReviewListDto, StandardiseRaterInput, StandardiseRaterResultDto } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import { toDisplayRating } from '../../lib/composite.js';
import type { Db } from '../../lib/db/database.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { fromSkillRating } from './rating-scale.js';
import * as repo from './rater-review.repository.js';
import { flagsOf, standardise, statsOfRater, type RatedValue } from './rater-stats.js';
import { recordRatings } from './record-ratings.js';

type Client = Db | Prisma.TransactionClient;
const key = (name: string) => name.trim().toLowerCase();
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * Each rater's ratings per division: the latest per player and skill (a rescaled one replaces
 * what it rescaled), carried-forward ratings left out (they are another season's). One query for
 * one division or a whole season (decision 0077).
 */
export async function loadRatingsByDivision(db: Client, leagueId: number, divisionIds: number[]) {
  const entries = await repo.findRaterEntries(db, leagueId, divisionIds);
  const skills = await repo.findSkillsOfDivisions(db, divisionIds);
  return divisionIds.map((divisionId) => {
    const latest = new Map<string, (typeof entries)[number]>();
    // A registration's ratings of its own division's skills only (a moved player's old ones are not this division's).
    for (const e of entries) if (e.skill.divisionId === divisionId && e.player.divisionId === divisionId) latest.set(`${key(e.raterName!)}|${e.playerId}|${e.skillId}`, e);
    const kept = [...latest.values()];
    const values: RatedValue[] = kept.map((e) => ({ entryId: e.id, rater: e.raterName!, playerId: e.playerId, skillId: e.skillId, rating: e.rating, originalValue: e.originalValue }));
    return { divisionId, entries: kept, values, skills: skills.filter((s) => s.divisionId === divisionId) };
  });
}

async function loadDivisionRatings(db: Client, leagueId: number, divisionId: number) {
  return (await loadRatingsByDivision(db, leagueId, [divisionId]))[0]!;
}

/** Each rater of one division with their figures and flags, compared with the division's other raters. */
export function reviewOfDivision({ entries, values, skills }: Awaited<ReturnType<typeof loadDivisionRatings>>): RaterReviewDto[] {
  const raters = new Map<string, string>();
  for (const e of entries) if (!raters.has(key(e.raterName!))) raters.set(key(e.raterName!), e.raterName!.trim());
  const allCoaches = entries.every((e) => e.kind === 'coach_form');
  return [...raters.values()].sort((a, b) => a.localeCompare(b)).map((rater) => {
    const own = entries.filter((e) => key(e.raterName!) === key(rater));
    const stats = skills.map((s) => statsOfRater(values, rater, s)).filter((s) => s !== null);
    return {
      rater_name: rater,
      team_names: [...new Set(own.map((e) => e.coachLink?.team.name).filter((n): n is string => !!n))],
      players_rated: new Set(own.map((e) => e.playerId)).size,
      skills: stats,
      flags: stats.flatMap((s) => flagsOf(s, own.filter((e) => e.skillId === s.skill_id).map((e) => e.originalValue), allCoaches ? 'the other coaches' : 'the other raters')),
    };
  });
}

export async function reviewRaters(ctx: LeagueContext, divisionId: number): Promise<RaterReviewListDto> {
  await requireInLeague(ctx, 'division', divisionId);
  return { division_id: divisionId, raters: reviewOfDivision(await loadDivisionRatings(ctx.db, ctx.leagueId, divisionId)) };
}

/** Preview (dry_run) or apply the rescale; applied ratings are new history entries that point at what they rescaled. */
export async function standardiseRater(ctx: LeagueContext, input: StandardiseRaterInput): Promise<StandardiseRaterResultDto> {
  await requireInLeague(ctx, 'division', input.division_id);
  const plan = async (db: Client) => {
    const loaded = await loadDivisionRatings(db, ctx.leagueId, input.division_id);
    const skills = loaded.skills.filter((s) => !input.skill_ids || input.skill_ids.includes(s.id));
    const results = skills.map((s) => ({ skill: s, result: standardise(loaded.values, input.rater_name, s) })).filter((r) => r.result !== null);
    if (!loaded.values.some((v) => key(v.rater) === key(input.rater_name))) throw AppError.notFound('Rater');
    if (results.length === 0) throw AppError.badRequest(`No skill ${input.rater_name} rated has ratings from other raters (at least two) to compare with, so there is nothing to rescale to.`, undefined, 'nothing_to_compare');
    return { loaded, results };
  };
  const answer = (written: boolean, { loaded, results }: Awaited<ReturnType<typeof plan>>): StandardiseRaterResultDto => {
    const names = new Map(loaded.entries.map((e) => [e.playerId, e.player.name]));
    return {
      dry_run: input.dry_run, written, rater_name: input.rater_name,
      skills: results.map(({ skill, result }) => ({ skill_id: skill.id, skill_name: skill.name, rater: { mean: round(result!.rater.mean), sd: round(result!.rater.sd) }, target: { mean: round(result!.target.mean), sd: round(result!.target.sd) } })),
      changes: results.flatMap(({ skill, result }) => result!.changes.map((c) => ({
        player_id: c.value.playerId, player_name: names.get(c.value.playerId) ?? '', skill_id: skill.id, skill_name: skill.name,
        before: round(c.before), after: round(c.after), before_display: round(toDisplayRating(c.before, skill.normalizationFactor)), after_display: round(toDisplayRating(c.after, skill.normalizationFactor)),
      }))),
    };
  };
  if (input.dry_run) return answer(false, await plan(ctx.db));
  return runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [input.division_id]);
    const planned = await plan(tx);
    await writeRescaled(tx, ctx.leagueId, planned);
    return answer(true, planned);
  });
}

async function writeRescaled(tx: Prisma.TransactionClient, leagueId: number, { loaded, results }: { loaded: Awaited<ReturnType<typeof loadDivisionRatings>>; results: { skill: { id: number; normalizationFactor: number }; result: ReturnType<typeof standardise> }[] }) {
  const byId = new Map(loaded.entries.map((e) => [e.id, e]));
  const current = await repo.findCurrentSourceEntryIds(tx, [...byId.keys()]);
  const rows = results.flatMap(({ skill, result }) => result!.changes.map((c) => {
    const entry = byId.get(c.value.entryId)!;
    const scale = { min: entry.scaleMin, max: entry.scaleMax, lowIsBest: entry.lowIsBest };
    return { entry, row: { playerId: entry.playerId, skillId: skill.id, rating: c.after, value: fromSkillRating(c.after, scale, skill.normalizationFactor), scale, derivedFromId: entry.id, raterName: entry.raterName, originKind: entry.kind as 'coach_form' } };
  }));
  // Only a rating that is still the player's current one is replaced; others are kept as history.
  for (const makeCurrent of [true, false]) {
    const part = rows.filter(({ entry }) => current.has(entry.id) === makeCurrent);
    for (const kind of [...new Set(part.map(({ entry }) => entry.kind))]) {
      await recordRatings(tx, { leagueId, kind: kind as 'coach_form', standardised: true, makeCurrent, ratings: part.filter(({ entry }) => entry.kind === kind).map(({ row }) => row) });
    }
  }
}
