import type { OfficialsChangeDto, OfficialsChangeInput, PlaceChangeDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { lockSeason } from '../scheduling/index.js';
import { createAssignments } from './assignments.repository.js';
import type { BrokenOfficialsRule, SlotKey } from './optimizer/index.js';
import * as repo from './officiating.repository.js';
import { removeAssignments } from './remove-assignments.js';
import { assignmentsFingerprint } from './season-officials-input.js';
import { boardAfter, describeGame, findPlace, holderOf, namedReferee, readSeasonBoard, samePlace, type SeasonBoard } from './season-board.js';
import type { OfficialsPool } from './worker/officials-pool.js';

/** Tries before telling the assignor that referees kept answering while the change was checked. */
const attempts = 3;
const conflictMessage = 'Someone else changed these games at the same moment. Please try again.';

interface PlannedChange {
  place: SlotKey;
  from: { refereeId: number; status: string } | null;
  to: number | null;
}

function planChanges(board: SeasonBoard, request: OfficialsChangeInput): PlannedChange[] {
  const planned = request.changes.map((c) => {
    const place = findPlace(board, c.game_id, c.role);
    if (c.referee_id !== null && !board.input.referees.some((r) => r.id === c.referee_id)) throw AppError.notFound('Referee');
    const holder = holderOf(board, place);
    return { place, from: holder && { refereeId: holder.refereeId, status: holder.status }, to: c.referee_id };
  });
  const real = planned.filter((c) => (c.from?.refereeId ?? null) !== c.to);
  if (real.length === 0) {
    const to = planned[0]!.to;
    throw AppError.badRequest(to === null ? 'This place is already open.' : `${namedReferee(board, to).name} already has this place.`, undefined, 'no_change');
  }
  return real;
}

/** Why a referee lost a place by hand, in their words. */
function removalReason(planned: PlannedChange[], a: { refereeId: number } & SlotKey): string {
  if (planned.some((c) => c.to === a.refereeId)) return 'the assignor moved you to another place; you hear about it when the officials are published';
  return planned.find((c) => samePlace(c.place, a))?.to === null ? 'the assignor left this place open for now' : 'the assignor gave this place to another referee';
}

const ruleKey = (b: BrokenOfficialsRule) => `${b.gameId}|${b.role}|${b.refereeId}|${b.rule}|${b.reason}`;

/** The rules the change breaks that the board did not already break, each as a sentence. */
function newlyBroken(board: SeasonBoard, before: BrokenOfficialsRule[], after: BrokenOfficialsRule[]): string[] {
  const already = new Set(before.map(ruleKey));
  return after.filter((b) => !already.has(ruleKey(b))).map((b) => `${namedReferee(board, b.refereeId).name} cannot be ${b.role} of ${describeGame(board, b.gameId)}: ${b.reason}.`);
}

function describeChange(board: SeasonBoard, c: PlannedChange): { dto: PlaceChangeDto; words: string[] } {
  const game = describeGame(board, c.place.gameId);
  const from = c.from && namedReferee(board, c.from.refereeId);
  const to = c.to === null ? null : namedReferee(board, c.to);
  const words = [
    from && to ? `${to.name} takes the ${c.place.role} place of ${game} from ${from.name}.`
      : to ? `${to.name} takes the open ${c.place.role} place of ${game}.`
        : `The ${c.place.role} place of ${game} opens; ${from!.name} comes off it.`,
  ];
  if (from && c.from!.status !== 'proposed') words.push(`${from.name} was already told about this game, so they get an email that they no longer officiate it.`);
  return { dto: { game_id: c.place.gameId, role: c.place.role, game, from, to }, words };
}

/**
 * A change by hand on the assignor's board (decision 0174): named referees on places, or places
 * opened. The rules are checked in the worker pool against the season as it stands; a change
 * that breaks one is answered in sentences on a dry run and refused with a 409 otherwise,
 * nothing written. A change that keeps every rule is saved under the season lock (as the
 * auto-assign, publication and a referee's answer take it) as not yet published, and only over
 * the state it was checked on: a referee's answer in between makes it check again. A referee
 * taken off a game they were told about gets an email (remove-assignments.ts).
 */
export async function changeSeasonOfficials(ctx: LeagueContext, pool: OfficialsPool, notifier: Notifier | undefined, seasonId: number, request: OfficialsChangeInput): Promise<OfficialsChangeDto> {
  const season = await requireInLeague(ctx, 'season', seasonId);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const board = await readSeasonBoard(ctx, seasonId);
    const planned = planChanges(board, request);
    const [before, after] = await Promise.all([pool.check(board.input, board.live), pool.check(board.input, boardAfter(board.live, planned))]);
    const broken = newlyBroken(board, before, after);
    const described = planned.map((c) => describeChange(board, c));
    const summary = described.flatMap((d) => d.words);
    if (broken.length === 0 && !request.dry_run) summary.push('Saved as not yet published: referees hear about it when you publish.');
    const dto: OfficialsChangeDto = { dry_run: request.dry_run, allowed: broken.length === 0, changes: described.map((d) => d.dto), broken, summary };
    if (broken.length > 0 && !request.dry_run) throw AppError.conflict(`This change breaks a rule, so nothing was saved. ${broken.join(' ')}`, { broken });
    if (request.dry_run) return dto;
    const saved = await runTransaction(ctx.db, async (tx) => {
      await lockSeason(tx, seasonId);
      if (assignmentsFingerprint(await repo.findSeasonAssignments(tx, seasonId)) !== board.fingerprint) return null;
      const touched = board.assignments.filter((a) => repo.liveStatuses.includes(a.status) && planned.some((c) => samePlace(c.place, a)));
      const emails = await removeAssignments(tx, { leagueId: ctx.leagueId, seasonId, seasonName: season.name }, touched.map((a) => ({ id: a.id, reason: removalReason(planned, a) })));
      const fresh = planned.filter((c) => c.to !== null);
      await createAssignments(tx, fresh.map((c) => ({ leagueId: ctx.leagueId, gameId: c.place.gameId, role: c.place.role, refereeId: c.to!, status: 'proposed' })));
      return emails;
    }, { conflictMessage });
    if (saved) {
      (notifier ?? heldNotifier).dispatch(saved);
      return dto;
    }
  }
  throw AppError.conflict('Referees kept answering their games while this change was checked, so nothing was saved. Please try again.');
}
