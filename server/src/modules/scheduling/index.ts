// The scheduling module's public entry (decision 0038): what other modules may import. Its
// routers are mounted by the route table (modules/index.ts), not imported through here.
export { buildSchedule, checkSchedule, rescheduleGames, ScheduleInputError } from './optimizer/index.js';
export type * from './optimizer/index.js';
export { scheduleJob } from './worker/schedule-worker.js';
export type { ScheduleOutcome, ScheduleTask } from './worker/schedule-worker.js';
// For the officials (issue 41): the season lock every write to a season's games takes, and how days and times read.
export { dayNumber, describeDay, describeTime } from './optimizer/index.js';
export { lockSeason } from './scheduling.repository.js';
export { isoDay } from './scheduling.dto.js';
// For a referee's calendar feed and game reminders (decision 0176): the feeds' addresses, event ids and times, and map links.
export { calendarUrl } from './publish/calendar-feeds.js';
export { uidDomain } from './publish/calendar-feed.service.js';
export { calendarZone, eventZone, wallTime } from './publish/league-clock.js';
export { mapLink } from './publish/schedule-messages.js';
