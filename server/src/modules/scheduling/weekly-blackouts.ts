import { weekdayOf } from '@league/contract';
import type { ScheduleBlackoutHours } from './optimizer/index.js';

type WeeklyRule = { weekday: string; fromMinute: number | null; untilMinute: number | null };

/**
 * A team's weekly rules laid on the season's gym days (decision 0203): "every Wednesday" becomes
 * each Wednesday with gym time as a whole day, "every Friday from 18:00" each such Friday's hours.
 * The optimizer, the move check and closing a day then keep them, and name them, as the dated
 * blackouts they already know. Days without gym time cannot hold a game, so they need no entry.
 */
export function expandWeeklyBlackouts(weekly: WeeklyRule[], gymDays: string[]): { dates: string[]; hours: ScheduleBlackoutHours[] } {
  const dates: string[] = [];
  const hours: ScheduleBlackoutHours[] = [];
  for (const day of gymDays) {
    for (const rule of weekly.filter((w) => w.weekday === weekdayOf(day))) {
      if (rule.fromMinute === null && rule.untilMinute === null) dates.push(day);
      else hours.push({ date: day, ...(rule.fromMinute !== null && { from: rule.fromMinute }), ...(rule.untilMinute !== null && { until: rule.untilMinute }) });
    }
  }
  return { dates, hours };
}
