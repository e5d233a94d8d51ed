// The scheduling module's public entry (decision 0038): what other modules may import. The
// routes, tables and screens come later (issue 40); today it offers the optimizer and its job.
export { buildSchedule, checkSchedule, rescheduleGames, ScheduleInputError } from './optimizer/index.js';
export type * from './optimizer/index.js';
export { scheduleJob } from './worker/schedule-worker.js';
export type { ScheduleOutcome, ScheduleTask } from './worker/schedule-worker.js';
