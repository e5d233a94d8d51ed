import { z } from 'zod';
import { weekdayCodes, weekdayNames, type WeekdayCode } from '../vocabularies/weekdays.js';
import { minutesOfTime, seasonDay, timeOfDay } from './schedule.schemas.js';

// What a team asked for no games: whole days, parts of days (decision 0201) and weekly rules (decision 0203).

const fromBeforeUntil = (h: { from?: string | null; until?: string | null }) => !h.from || !h.until || minutesOfTime(h.from) < minutesOfTime(h.until);

/** Part of a day a team cannot play: from a time, until a time, or both ("after 18:00" has only from). */
export const blackoutHoursSchema = z
  .object({
    date: seasonDay('Each blackout time'),
    from: timeOfDay('The from time of a blackout').nullish(),
    until: timeOfDay('The until time of a blackout').nullish(),
  }, { error: 'Each blackout time must be a day with a from time, an until time or both.' })
  .refine((h) => h.from || h.until, { path: ['from'], error: 'A blackout time needs a from time, an until time or both; a whole day goes in dates.' })
  .refine(fromBeforeUntil, {
    path: ['until'],
    error: (issue) => {
      const h = issue.input as { date: string; from: string; until: string };
      return `The blackout on ${h.date} goes from ${h.from} until ${h.until}: the from time must be before the until time.`;
    },
  });
export type BlackoutHoursInput = z.infer<typeof blackoutHoursSchema>;

/** Every week on one weekday: all day, or from a time, until a time, or both ("every Friday after 18:00"). */
export const weeklyBlackoutSchema = z
  .object({
    weekday: z.enum(weekdayCodes, { error: 'The weekday of a weekly blackout must be one of mon, tue, wed, thu, fri, sat, sun.' }),
    from: timeOfDay('The from time of a weekly blackout').nullish(),
    until: timeOfDay('The until time of a weekly blackout').nullish(),
  }, { error: 'Each weekly blackout must be a weekday, with a from time, an until time, both or neither.' })
  .refine(fromBeforeUntil, {
    path: ['until'],
    error: (issue) => {
      const w = issue.input as { weekday: WeekdayCode; from: string; until: string };
      return `The blackout every ${weekdayNames[w.weekday]} goes from ${w.from} until ${w.until}: the from time must be before the until time.`;
    },
  });
export type WeeklyBlackoutInput = z.infer<typeof weeklyBlackoutSchema>;

/**
 * PUT /api/seasons/{id}/teams/{teamId}/blackout_dates/: the whole list of days (and parts of days)
 * the team asked for no games. `weekly` left out keeps the team's weekly rules as they are, so a
 * client that does not know them cannot clear them.
 */
export const teamBlackoutDatesInputSchema = z.object({
  dates: z.array(seasonDay('Each blackout date'), { error: 'dates must be a list of days in YYYY-MM-DD format.' }).max(200, 'A team can have at most 200 blackout dates.'),
  hours: z.array(blackoutHoursSchema, { error: 'hours must be a list of days with a from or until time.' }).max(200, 'A team can have at most 200 blackout times.').default([]),
  weekly: z.array(weeklyBlackoutSchema, { error: 'weekly must be a list of weekdays with an optional from or until time.' }).max(21, 'A team can have at most 21 weekly blackouts.').optional(),
});
export type TeamBlackoutDatesInput = z.infer<typeof teamBlackoutDatesInputSchema>;
