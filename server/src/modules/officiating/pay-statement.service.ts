import type { MyPayDto, PayLineDto, PayStatementDto, PayStatementQuery, RefereePayDto } from '@league/contract';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import * as repo from './officiating.repository.js';
import { findAssignmentsWithGames, type AssignmentWithGame } from './assignments.repository.js';
import { feeCentsOf, toRefereeGameDto } from './referee-games.js';
import { refereeName } from './season-officials-input.js';

type Period = Pick<PayStatementQuery, 'from' | 'to'>;
const dbDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * What is paid (decision 0175): the assignments the referee was told about and did not decline
 * (published or accepted), on games dated within the period, both ends counted, whether played
 * yet or still to come.
 */
function findPaidAssignments(ctx: LeagueContext, period: Period, only: { seasonId?: number; refereeId?: number }) {
  const date = { ...(period.from ? { gte: dbDay(period.from) } : {}), ...(period.to ? { lte: dbDay(period.to) } : {}) };
  return findAssignmentsWithGames(ctx.db, {
    leagueId: ctx.leagueId,
    status: { in: repo.toldStatuses },
    ...(only.refereeId ? { refereeId: only.refereeId } : {}),
    game: { date, ...(only.seasonId ? { seasonId: only.seasonId } : {}) },
  });
}

function toPayLine(a: AssignmentWithGame): PayLineDto {
  const { status: _answer, ...line } = toRefereeGameDto(a);
  return line;
}

// Sums in cents, so 0.10 + 0.20 is 0.30 and not 0.30000000000000004.
const totalOf = (rows: AssignmentWithGame[]) => rows.reduce((sum, a) => sum + feeCentsOf(a), 0) / 100;

function toRefereePay(refereeId: number, name: string, rows: AssignmentWithGame[]): RefereePayDto {
  return { referee_id: refereeId, referee_name: name, games: rows.length, total: totalOf(rows), lines: rows.map(toPayLine) };
}

/** Every referee paid for games of the season in the period, by name, each in time order. */
export async function getSeasonPayStatement(ctx: LeagueContext, seasonId: number, period: Period): Promise<PayStatementDto> {
  const season = await requireInLeague(ctx, 'season', seasonId);
  const rows = await findPaidAssignments(ctx, period, { seasonId });
  const byReferee = new Map<number, AssignmentWithGame[]>();
  for (const a of rows) byReferee.set(a.refereeId, [...(byReferee.get(a.refereeId) ?? []), a]);
  const names = new Map((await repo.findUserNames(ctx.db, [...byReferee.keys()])).map((u) => [u.id, refereeName(u)]));
  const referees = [...byReferee]
    .map(([id, mine]) => toRefereePay(id, names.get(id) ?? '', mine))
    .sort((a, b) => a.referee_name.localeCompare(b.referee_name) || a.referee_id - b.referee_id);
  return { season_id: seasonId, season_name: season.name, from: period.from ?? null, to: period.to ?? null, referees, games: rows.length, total: totalOf(rows) };
}

/** The caller's own games in the period, in every season of their league; never another referee's. */
export async function getMyPayStatement(ctx: LeagueContext, period: Period): Promise<MyPayDto> {
  const rows = await findPaidAssignments(ctx, period, { refereeId: ctx.user.id });
  const [me] = await repo.findUserNames(ctx.db, [ctx.user.id]);
  return { from: period.from ?? null, to: period.to ?? null, ...toRefereePay(ctx.user.id, me ? refereeName(me) : '', rows) };
}
