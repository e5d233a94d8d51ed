/**
 * The schedule optimizer's front door: the only file the rest of the server imports (decision
 * 0038's rule, as for the team optimizer). Pure functions on plain data; schedules are built in
 * the worker pool (scheduling/worker/schedule-worker.ts), never on the request thread.
 */

// The data in and out.
export { ScheduleInputError } from './model/types.js';
export type {
  Closure,
  GameChange,
  GamesPerTeam,
  GymSlot,
  RescheduleResult,
  ScheduleDivision,
  ScheduledGame,
  ScheduleCoach,
  ScheduleHousehold,
  ScheduleInput,
  ScheduleOptions,
  ScheduleReport,
  ScheduleResult,
  ScheduleTeam,
  ScheduleBlackoutHours,
  ScheduleVenue,
  ScheduleWeights,
  TravelTime,
  UnplacedGame,
} from './model/types.js';

// Solving: a new schedule, and a published one after gym time closed.
export { buildSchedule } from './solve/build-schedule.js';
export { rescheduleGames } from './solve/reschedule.js';
export { defaultWeights } from './solve/weights.js';

// Checking any list of games (a dragged game, an imported schedule) against the hard rules.
export { checkSchedule } from './report/check-schedule.js';
export { describeMove, type MoveVerdict } from './report/describe-move.js';

// Dates and times in words, so the server's sentences and emails say them as the reports do.
export { dateOf, dayNumber, describeDay, describeTime, mondayOf } from './model/calendar.js';
