import type { NamedRefereeDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { describeTime } from '../scheduling/index.js';
import type { OfficialAssignment, SlotKey } from './optimizer/index.js';
import * as repo from './officiating.repository.js';
import { readOfficialsInput, refereeName } from './season-officials-input.js';

/** What the assignor's board reads: the optimizer's input, the places held now, and every referee's name. */
export async function readSeasonBoard(ctx: LeagueContext, seasonId: number) {
  const [season, referees] = await Promise.all([readOfficialsInput(ctx.db, ctx.leagueId, seasonId), repo.findRefereeNames(ctx.db, ctx.leagueId)]);
  const names = new Map(referees.map((r) => [r.id, refereeName(r)]));
  return { ...season, names };
}
export type SeasonBoard = Awaited<ReturnType<typeof readSeasonBoard>>;

export const samePlace = (a: SlotKey, b: SlotKey) => a.gameId === b.gameId && a.role === b.role;

export function namedReferee(board: SeasonBoard, refereeId: number): NamedRefereeDto {
  return { referee_id: refereeId, name: board.names.get(refereeId) ?? `Referee ${refereeId}` };
}

/** The game in words, as the assignor's table shows it: "U12 Ants vs Bees, 2026-10-03 at 9:00, Lincoln". */
export function describeGame(board: SeasonBoard, gameId: number): string {
  const { input } = board;
  const game = input.games.find((g) => g.id === gameId)!;
  const division = input.divisions.find((d) => d.id === game.divisionId)?.name ?? '';
  const [home, away] = game.teamIds.map((id) => input.teams.find((t) => t.id === id)?.name ?? '');
  const venue = input.venues.find((v) => v.id === game.venueId)?.name ?? '';
  return `${division} ${home} vs ${away}, ${game.date} at ${describeTime(game.start)}, ${venue}`;
}

/**
 * One place of one game of the season, its role as the division names it (any case). A game of
 * another season or league, or a role the division does not have, answers 404.
 */
export function findPlace(board: SeasonBoard, gameId: number, role: string): SlotKey {
  const game = board.input.games.find((g) => g.id === gameId);
  if (!game) throw AppError.notFound('Game');
  const roles = board.input.divisions.find((d) => d.id === game.divisionId)?.roles ?? [];
  const found = roles.find((r) => r.role.toLowerCase() === role.trim().toLowerCase());
  if (!found) throw new AppError(404, `This game has no place called "${role.trim()}".`, 'not_found');
  return { gameId, role: found.role };
}

/** The stored row holding the place now (proposed, published or accepted), if any. */
export function holderOf(board: SeasonBoard, place: SlotKey) {
  return board.assignments.find((a) => repo.liveStatuses.includes(a.status) && samePlace(a, place)) ?? null;
}

/** The board with places given to other referees (null: opened). */
export function boardAfter(live: OfficialAssignment[], changes: { place: SlotKey; to: number | null }[]): OfficialAssignment[] {
  const kept = live.filter((a) => !changes.some((c) => samePlace(c.place, a)));
  return [...kept, ...changes.flatMap((c) => (c.to === null ? [] : [{ ...c.place, refereeId: c.to }]))];
}
