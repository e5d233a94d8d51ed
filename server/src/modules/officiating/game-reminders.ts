import type { Db } from '../../lib/db/database.js';
import { queueMessages } from '../notifications/index.js';
import { wallTime } from '../scheduling/index.js';
import { gameReminderMessage } from './officials-messages.js';
import * as repo from './officiating.repository.js';
import { findAssignmentsWithGames, type AssignmentWithGame } from './assignments.repository.js';
import { toGameLine } from './referee-games.js';
import { refereeName } from './season-officials-input.js';

/** A game is reminded once it starts within this many hours (decision 0176). */
export const reminderHours = 48;

const dayStart = (instant: Date, plusDays = 0) => new Date(Date.parse(`${instant.toISOString().slice(0, 10)}T00:00:00Z`) + plusDays * 86_400_000);

/**
 * When a game starts, as an instant: its wall-clock time in the league's time zone (decision
 * 0185); a league without one still reads it as UTC (decision 0176).
 */
const startOf = (a: AssignmentWithGame) => wallTime(a.game.date.toISOString().slice(0, 10), a.game.startMinute, a.league.timeZone).toJSDate();

/** One reminder per assignment and game time: a moved game is reminded again, a repeat sweep writes nothing. */
const reminderKey = (a: AssignmentWithGame) => `officials-reminder:${a.id}:${a.game.date.toISOString().slice(0, 10)}:${a.game.startMinute}:${a.game.venueId}`;

/** Told assignments (published or accepted, never declined) whose game starts after `now` and within the window. */
async function findDueAssignments(db: Db, now: Date): Promise<AssignmentWithGame[]> {
  const until = new Date(now.getTime() + reminderHours * 3_600_000);
  const rows = await findAssignmentsWithGames(db, {
    status: { in: repo.toldStatuses },
    referee: { isActive: true, email: { not: null } },
    // A day either side: a game date is the gym's, up to 14 hours away from UTC's.
    game: { date: { gte: dayStart(now, -1), lte: dayStart(until, 1) } },
  });
  return rows.filter((a) => startOf(a) > now && startOf(a) <= until);
}

/**
 * Writes the reminder of every game due that was never reminded at this time; answers the new
 * outbox ids to dispatch. The outbox's unique dedupe key makes a second sweep, or a sweep in
 * another server at the same moment, write nothing.
 */
export async function queueGameReminders(db: Db, now: Date, publicUrl: string): Promise<number[]> {
  const due = await findDueAssignments(db, now);
  if (due.length === 0) return [];
  const referees = await repo.findUserContacts(db, [...new Set(due.map((a) => a.refereeId))]);
  const byId = new Map(referees.map((r) => [r.id, r]));
  const myGamesUrl = `${publicUrl.replace(/\/+$/, '')}/referee/games`;
  const messages = due.flatMap((a) => {
    const referee = byId.get(a.refereeId);
    if (!referee?.email) return [];
    const context = { leagueId: a.leagueId, seasonId: a.game.seasonId, seasonName: a.game.season.name };
    return [gameReminderMessage(context, { name: refereeName(referee), email: referee.email }, { ...toGameLine(a), key: reminderKey(a) }, myGamesUrl)];
  });
  return queueMessages(db, messages);
}
