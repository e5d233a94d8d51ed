import type { CreateDraftInput, DraftCreatedDto, DraftPickDto, DraftStateDto, DraftTurnDto } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../lib/db/database.js';
import { sqlStateOf } from '../../lib/db/sql-state.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { Logger } from '../../lib/logger.js';
import { requireInLeague, type LeagueContext } from '../../lib/permissions.js';
import { generateTokenKey, hashTokenKey } from '../../lib/tokens.js';
import type { DraftEvents } from './draft-events.js';
import { describeDraft, toPickDto, type FullDraftState } from './draft-state.js';
import { addPoolFigures } from './draft-figures.js';
import * as repo from './drafts.repository.js';

/** Opens a draft room, waiting to start: every team of the division gets a seat and a join link shown only now. */
export async function createDraft(ctx: LeagueContext, config: Config, input: CreateDraftInput): Promise<DraftCreatedDto> {
  const division = await requireInLeague(ctx, 'division', input.division_id);
  const teams = await repo.findDivisionTeams(ctx.db, division.id);
  if (teams.length < 2) throw AppError.badRequest(`${division.name} needs at least two teams before a draft can open.`);
  const ordered = orderTeams(teams, input);
  const seats = ordered.map((team, index) => ({ team, position: index + 1, key: generateTokenKey() }));
  const draft = await runTransaction(ctx.db, (tx) =>
    repo.insertDraft(tx, {
      leagueId: ctx.leagueId,
      divisionId: division.id,
      orderKind: input.order,
      pickSeconds: input.pick_seconds,
      coachFigures: input.coach_figures ? [...new Set(input.coach_figures)] : undefined,
      seats: seats.map((seat) => ({ teamId: seat.team.id, position: seat.position, keyHash: hashTokenKey(seat.key) })),
    }),
  );
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return {
    id: draft.id,
    division_id: division.id,
    order: input.order,
    pick_seconds: draft.pickSeconds,
    status: 'waiting',
    created_at: draft.createdAt.toISOString(),
    coaches: seats.map((seat) => ({ team_id: seat.team.id, team_name: seat.team.name, position: seat.position, key: seat.key, link: `${base}/draft/${draft.id}?key=${seat.key}` })),
  };
}

type TeamRow = { id: number; name: string };

// Manual needs the admin's order; the others take it when given, else draw one at random.
function orderTeams(teams: TeamRow[], input: CreateDraftInput): TeamRow[] {
  if (!input.team_order) {
    if (input.order === 'manual') throw AppError.badRequest('A manual order needs team_order: every team of the division, first pick first.');
    return shuffle(teams);
  }
  const byId = new Map(teams.map((team) => [team.id, team]));
  const unique = new Set(input.team_order);
  if (unique.size !== input.team_order.length || unique.size !== teams.length || ![...unique].every((id) => byId.has(id))) {
    throw AppError.badRequest('The team order must list every team of the division once.');
  }
  return input.team_order.map((id) => byId.get(id)!);
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The coach's seat for `Authorization: Token <key>`; a key of another draft is the same 404 as none. */
export async function findCoachSeat(db: Db, draftId: number, key: string | undefined) {
  if (!key) throw AppError.unauthorized('Open the draft from your coach link: it carries your key.');
  const seat = await repo.findCoachSeatByKeyHash(db, hashTokenKey(key));
  if (!seat) throw AppError.unauthorized('This draft link is not valid. Ask the league for a new one.');
  if (seat.draftId !== draftId) throw AppError.notFound('Draft');
  return seat;
}

export interface PickDeps {
  db: Db;
  events: DraftEvents;
  logger: Logger;
  clock: () => Date;
}

/**
 * A coach's pick. The draft's row is locked, so picks are decided one at a time: the second of
 * two coaches going for one player sees it taken and keeps the turn; the unique keys on
 * (draft, player) and (draft, pick number) stand behind the lock.
 */
export async function makePick(deps: PickDeps, seat: { draftId: number; teamId: number }, playerId: number): Promise<DraftPickDto> {
  let result: { pick: DraftPickDto; state: DraftStateDto };
  try {
    result = await runTransaction(deps.db, async (tx) => {
      await repo.lockDraft(tx, seat.draftId);
      const board = (await repo.loadDraftBoard(tx, seat.draftId))!;
      const state = describeDraft(board);
      refuseIfNotPickable(board, state, seat.teamId, playerId);
      return savePick(tx, board, state.on_the_clock!, playerId, false, deps.clock());
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505' || (error as { code?: string }).code === 'P2002') throw takenConflict('That player');
    throw error;
  }
  await announcePick(deps, seat.draftId, result);
  return result.pick;
}

/** Writes the pick for the team on the clock (which also starts the next turn's clock) and answers the state after it. */
export async function savePick(tx: Prisma.TransactionClient, board: repo.DraftBoard, turn: DraftTurnDto, playerId: number, auto: boolean, now: Date) {
  const row = await repo.insertPick(tx, { draftId: board.draft.id, round: turn.round, pickNumber: turn.pick_number, teamId: turn.team_id, playerId, auto }, now);
  const after = describeDraft({ ...board, draft: { ...board.draft, turnStartedAt: row.createdAt, picks: [...board.draft.picks, row] } });
  return { pick: toPickDto(row), state: after };
}

/** After commit: every open stream, on every instance, hears the pick. A failure is logged; streams resync. */
export async function announcePick(deps: { events: DraftEvents; logger: Logger }, draftId: number, saved: { pick: DraftPickDto; state: DraftStateDto }) {
  await deps.events
    .publish({ type: 'pick', draft_id: draftId, pick: saved.pick, on_the_clock: saved.state.on_the_clock })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'A draft pick was saved but could not be announced.'));
}

const takenConflict = (name: string) => AppError.conflict(`${name} has already been picked. It is still your turn: choose another player.`);

function refuseIfNotPickable(board: repo.DraftBoard, state: DraftStateDto, teamId: number, playerId: number) {
  if (state.status === 'waiting') throw AppError.conflict('The draft has not started yet. Your clock starts when the league starts the draft.');
  if (state.status === 'paused') throw AppError.conflict('The draft is paused. Wait for the league to resume it.');
  if (state.status === 'finished') throw AppError.conflict('The draft is finished; no more picks can be made.');
  const player = board.players.find((p) => p.id === playerId);
  if (!player) throw AppError.notFound('Player');
  const pick = board.draft.picks.find((p) => p.playerId === playerId);
  if (pick) {
    const team = state.teams.find((t) => t.team_id === pick.teamId)?.team_name ?? 'another team';
    throw AppError.conflict(`${player.name} has already been picked by ${team}.${teamId === state.on_the_clock?.team_id ? ' It is still your turn: choose another player.' : ''}`);
  }
  if (player.teamId !== null) throw AppError.conflict(`${player.name} was placed on a team before the draft and cannot be picked.`);
  const turn = state.on_the_clock;
  if (!turn) throw AppError.conflict('Every player has been picked.');
  if (turn.team_id !== teamId) throw AppError.conflict(`It is not your turn: ${turn.team_name} is picking now (pick ${turn.pick_number}).`);
}

/** The whole state with each pool player's figures; trim it with `showCoachesOnly` before a coach sees it. */
export async function readDraftState(db: Db, draftId: number): Promise<FullDraftState> {
  const board = await repo.loadDraftBoard(db, draftId);
  if (!board) throw AppError.notFound('Draft');
  return addPoolFigures(db, describeDraft(board));
}
