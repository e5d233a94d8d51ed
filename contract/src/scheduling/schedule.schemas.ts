import { z } from 'zod';
import { dryRunField } from '../fields/dry-run-field.js';
import { idField, numberField } from '../fields/id-fields.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';

/** The columns of a gym-time CSV, as schools send it: one court of a venue on one date, from start to end. */
export const gymTimeCsvColumns = ['venue', 'court', 'date', 'start', 'end'] as const;

/** Most games a team may be given in one season: above this is a typing mistake. */
export const maxGamesPerTeam = 60;

/** "9:00", "09:00", "19:30": a time of day on a 24-hour clock. */
export const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} must be a time of day such as 9:00 or 19:00.` })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, `${label} must be a time of day such as 9:00 or 19:00.`);

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return numberField(z.number({ error: message }).int({ error: message }).min(min, message).max(max, message));
};

/** A day of the season, `YYYY-MM-DD`: a blackout date, a day of a week a division plays. */
export const seasonDay = (label: string) =>
  z.iso.date({ error: `${label} must be a day in YYYY-MM-DD format.` }).refine(isYearInRange, yearRangeMessage(label));

/** Most travel minutes between two venues: above this is a typing mistake. */
export const maxTravelMinutes = 600;

/** "9:00" as minutes after midnight (540). */
export function minutesOfTime(text: string): number {
  const [h, m] = text.split(':');
  return Number(h) * 60 + Number(m);
}

export const scheduleDivisionInputSchema = z
  .object({
    division_id: idField('Each division needs a valid division_id.'),
    games_per_team: wholeNumber('Games per team', 1, maxGamesPerTeam),
    game_minutes: wholeNumber('Game length in minutes', 10, 240),
    // Court time after each game before the next starts (warm-up, clearing the bench).
    changeover_minutes: wholeNumber('Changeover in minutes', 0, 60).default(10),
    earliest: timeOfDay('The earliest start').optional(),
    latest: timeOfDay('The latest start').optional(),
    games_per_week: wholeNumber('Games per week', 1, 7).default(1),
    // Any day of each week it plays, kept as that week's Monday; none: every week with gym time (decision 0184).
    weeks: z.array(seasonDay('Each week'), { error: 'weeks must be a list of days in YYYY-MM-DD format.' }).max(60, 'A division can play in at most 60 weeks.').default([]),
  })
  .refine((d) => !d.earliest || !d.latest || minutesOfTime(d.earliest) <= minutesOfTime(d.latest), {
    path: ['latest'],
    error: 'The latest start must not come before the earliest start.',
  });
export type ScheduleDivisionInput = z.infer<typeof scheduleDivisionInputSchema>;

/** POST /api/seasons/{id}/schedule/ */
export const buildScheduleInputSchema = z
  .object({
    divisions: z
      .array(scheduleDivisionInputSchema, { error: 'divisions must be a list of the divisions to schedule.' })
      .min(1, 'Choose at least one division to schedule.')
      .max(50, 'A schedule can hold at most 50 divisions.'),
    dry_run: dryRunField(false),
    // Families' children never at two venues at once ('hard', the default), or only as a cost ('soft').
    family_rule: z.enum(['hard', 'soft'], { error: 'family_rule must be hard or soft.' }).default('hard'),
  })
  .refine((input) => new Set(input.divisions.map((d) => d.division_id)).size === input.divisions.length, {
    path: ['divisions'],
    error: 'A division is listed twice; list each division once.',
  });
export type BuildScheduleInput = z.infer<typeof buildScheduleInputSchema>;

/** POST /api/seasons/{id}/schedule/close/: a day (every venue) or one venue on that day. */
export const closeGymTimeInputSchema = z.object({
  date: z.iso.date({ error: 'date must be a day in YYYY-MM-DD format.' }),
  venue: idField('venue must be a venue id of this season.').optional(),
  dry_run: dryRunField(false),
});
export type CloseGymTimeInput = z.infer<typeof closeGymTimeInputSchema>;

/**
 * POST /api/seasons/{id}/schedule/games/{gameId}/move/: one game to another court, day and
 * start (its end follows from its length). The venue by id (a drag) or by name (a person typing).
 */
export const moveGameInputSchema = z
  .object({
    venue_id: idField('venue_id must be a venue id of this season.').optional(),
    venue: z.string({ error: 'venue must be the name of a venue of this season.' }).trim().min(1, 'venue must be the name of a venue of this season.').max(200, 'venue must be at most 200 characters.').optional(),
    court: z.string({ error: 'court must name a court of the venue, such as 1.' }).trim().min(1, 'court must name a court of the venue, such as 1.').max(50, 'court must be at most 50 characters.'),
    date: z.iso.date({ error: 'date must be a day in YYYY-MM-DD format.' }),
    start: timeOfDay('start'),
    dry_run: dryRunField(false),
  })
  .refine((input) => input.venue_id !== undefined || input.venue !== undefined, { path: ['venue_id'], error: 'Say which venue the game moves to (venue_id or venue).' });
export type MoveGameInput = z.infer<typeof moveGameInputSchema>;

/** POST /api/seasons/{id}/schedule/publish/: dry_run answers who would be emailed, writing nothing. */
export const publishScheduleInputSchema = z.object({ dry_run: dryRunField(false) });
export type PublishScheduleInput = z.infer<typeof publishScheduleInputSchema>;

const travelMinutes = (label: string) => wholeNumber(label, 0, maxTravelMinutes);

/** PUT /api/seasons/{id}/venues/travel/: minutes to drive between venues (either way); the whole list, replacing the last. */
export const venueTravelInputSchema = z.object({
  default_minutes: travelMinutes('Travel minutes between venues no pair names'),
  pairs: z
    .array(
      z
        .object({
          from_venue_id: idField('Each pair needs a valid from_venue_id.'),
          to_venue_id: idField('Each pair needs a valid to_venue_id.'),
          minutes: travelMinutes('Travel minutes between two venues'),
        })
        .refine((p) => p.from_venue_id !== p.to_venue_id, { path: ['to_venue_id'], error: 'A pair needs two different venues.' }),
      { error: 'pairs must be a list of venue pairs with their minutes.' },
    )
    .max(500, 'At most 500 venue pairs can be given.')
    .default([])
    .refine((pairs) => new Set(pairs.map((p) => [p.from_venue_id, p.to_venue_id].sort((a, b) => a - b).join('|'))).size === pairs.length, {
      error: 'A pair of venues is listed twice; list each pair once.',
    }),
});
export type VenueTravelInput = z.infer<typeof venueTravelInputSchema>;
