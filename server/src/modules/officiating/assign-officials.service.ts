import type { AssignOfficialsDto, AssignOfficialsInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { heldNotifier, type Notifier } from '../../lib/notifier.js';
import { lockSeason } from '../scheduling/index.js';
import { createAssignments } from './assignments.repository.js';
import { findSeasonAssignments } from './officiating.repository.js';
import { checkAssignments, type OfficialsResult, type SlotKey } from './optimizer/index.js';
import { removeAssignments } from './remove-assignments.js';
import { samePlace } from './season-board.js';
import { assignmentsFingerprint, readOfficialsInput } from './season-officials-input.js';
import type { OfficialsPool } from './worker/officials-pool.js';

function toDto(dryRun: boolean, result: OfficialsResult): AssignOfficialsDto {
  return {
    dry_run: dryRun,
    assignments: result.assignments.map((a) => ({ game_id: a.gameId, referee_id: a.refereeId, role: a.role })),
    uncovered: result.uncovered.map((u) => ({ game_id: u.gameId, role: u.role, reason: u.reason })),
    report: { rules_broken: result.report.rulesBroken, games_per_referee: result.report.gamesPerReferee },
  };
}

/** Why the optimizer took a published assignment back (a rule it breaks today), in the referee's words. */
function droppedReason(result: OfficialsResult, a: { refereeId: number } & SlotKey): string {
  return result.dropped.find((d) => samePlace(d, a) && d.refereeId === a.refereeId)?.reason ?? 'the automatic assignment could not keep it with the other games';
}

/** Tries before telling the assignor that referees kept answering while the week was worked out. */
const attempts = 3;

/**
 * Officials for every game of a season (issue 41), worked out in the worker pool from the stored
 * schedule, certificates, availability and relations. A dry run writes nothing. Otherwise, under
 * the season lock, the answer replaces the season's board (decisions 0166, 0174): assignments the
 * answer keeps (told to referees, or proposed, a change by hand too) stay as they are, the ones it
 * takes back (a rule broken today) are removed, and the new ones are saved as proposed until
 * published. If a referee answered or the assignor changed a place while the optimizer worked,
 * its answer is stale: it runs again on the new state, so what is saved accounts for every decline.
 * A referee taken off a game they were told about gets an email (remove-assignments.ts).
 */
export async function assignSeasonOfficials(ctx: LeagueContext, pool: OfficialsPool, notifier: Notifier | undefined, seasonId: number, request: AssignOfficialsInput): Promise<AssignOfficialsDto> {
  const season = await requireInLeague(ctx, 'season', seasonId);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const { input, fingerprint } = await readOfficialsInput(ctx.db, ctx.leagueId, seasonId);
    if (input.games.length === 0) throw AppError.badRequest('This season has no games yet. Build the schedule first, then assign officials.', undefined, 'no_schedule');
    const result = await pool.assign(input);
    // The optimizer never breaks a rule; a last guard so a bug never reaches a referee's phone.
    const broken = checkAssignments(input, result.assignments);
    if (broken.length > 0) throw new Error(`The officials optimizer broke a rule: ${JSON.stringify(broken[0])}`);
    if (request.dry_run) return toDto(true, result);
    const saved = await runTransaction(ctx.db, async (tx) => {
      await lockSeason(tx, seasonId);
      const current = await findSeasonAssignments(tx, seasonId);
      if (assignmentsFingerprint(current) !== fingerprint) return null;
      const live = current.filter((a) => a.status !== 'declined');
      const kept = live.filter((a) => result.assignments.some((r) => samePlace(r, a) && r.refereeId === a.refereeId));
      const removed = live.filter((a) => !kept.includes(a)).map((a) => ({ id: a.id, reason: droppedReason(result, a) }));
      const emails = await removeAssignments(tx, { leagueId: ctx.leagueId, seasonId, seasonName: season.name }, removed);
      const fresh = result.assignments.filter((r) => !kept.some((k) => samePlace(k, r)));
      await createAssignments(tx, fresh.map((r) => ({ leagueId: ctx.leagueId, gameId: r.gameId, refereeId: r.refereeId, role: r.role, status: 'proposed' })));
      return emails;
    });
    if (saved) {
      (notifier ?? heldNotifier).dispatch(saved);
      return toDto(false, result);
    }
  }
  throw AppError.conflict('Referees kept answering their games while officials were being assigned, so nothing was saved. Please assign again.');
}
