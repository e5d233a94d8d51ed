import { z } from 'zod';
import { isYearInRange } from '../fields/date-fields.js';
import { idField, numberField } from '../fields/id-fields.js';
import { minutesOfTime } from '../scheduling/schedule.schemas.js';
import { weekdayCodes } from '../vocabularies/weekdays.js';

// Officials for games (issue 41): what a division's games need, who a referee is related to,
// when a referee can work, and the auto-assign's request and answer.

/** Most officials one game may need: above this is a typing mistake. */
export const maxOfficialsPerGame = 5;

const timeMessage = (label: string) => `${label} must be a time of day such as 9:00 or 19:00.`;
const timeOfDay = (label: string) =>
  z.string({ error: timeMessage(label) }).trim().regex(/^([01]?\d|2[0-3]):[0-5]\d$/, timeMessage(label));

const dayMessage = 'Each date off must be a date such as 2026-10-03.';
const calendarDay = z
  .string({ error: dayMessage })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d) && isYearInRange(d), dayMessage);


const feeMessage = 'Each fee must be an amount from 0 to 1000, such as 25 or 27.50.';
export const officialRoleInputSchema = z.strictObject(
  {
    role: z.string({ error: 'Each official needs a role, such as "referee" or "umpire".' }).trim().min(1, 'Each official needs a role, such as "referee" or "umpire".').max(40, 'A role is at most 40 characters.'),
    min_level_id: idField('Each official needs the certification level it requires (min_level_id).'),
    youth_allowed: z.boolean({ error: 'youth_allowed must be true or false.' }).default(false),
    fee: numberField(z.number({ error: feeMessage }).min(0, feeMessage).max(1000, feeMessage).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, feeMessage)),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'An official has only role, min_level_id, youth_allowed and fee.' : undefined) },
);

/** PUT /api/divisions/{id}/officiating/: the officials each game of the division needs. */
export const divisionOfficiatingInputSchema = z
  .object({
    officials: z.array(officialRoleInputSchema, { error: 'officials must be a list of {role, min_level_id, youth_allowed, fee}.' }).max(maxOfficialsPerGame, `A game needs at most ${maxOfficialsPerGame} officials.`),
  })
  .refine((d) => new Set(d.officials.map((o) => o.role.toLowerCase())).size === d.officials.length, {
    path: ['officials'],
    message: 'Each official of a division needs its own role name ("umpire 1", "umpire 2").',
  });
export type DivisionOfficiatingInput = z.infer<typeof divisionOfficiatingInputSchema>;

const idList = (label: string) => z.array(idField(`Each of ${label} must be an id.`), { error: `${label} must be a list of ids.` }).max(200, `${label} may hold at most 200 ids.`);

/** PUT /api/referees/{id}/relations/: the children a referee is a parent of, the teams they coach. */
export const refereeRelationsInputSchema = z.object({
  player_ids: idList('player_ids').default([]),
  team_ids: idList('team_ids').default([]),
});
export type RefereeRelationsInput = z.infer<typeof refereeRelationsInputSchema>;

const windowSchema = z
  .object({
    weekday: z.enum(weekdayCodes, { error: 'Each weekday must be one of mon, tue, wed, thu, fri, sat, sun.' }),
    start: timeOfDay('The start of an available time'),
    end: timeOfDay('The end of an available time'),
  })
  .refine((w) => minutesOfTime(w.start) < minutesOfTime(w.end), { message: 'An available time must end after it starts.', path: ['end'] });

const maxGamesMessage = 'The most games a day must be a whole number from 1 to 10.';
/** PUT /api/referees/me/availability/: weekly windows, whole days off, the most games a day (null: no limit). */
export const refereeAvailabilityInputSchema = z.object({
  weekly: z.array(windowSchema, { error: 'weekly must be a list of {weekday, start, end}.' }).max(50, 'weekly may hold at most 50 times.'),
  dates_off: z.array(calendarDay, { error: 'dates_off must be a list of dates such as 2026-10-03.' }).max(366, 'dates_off may hold at most 366 dates.').default([]),
  max_games_per_day: numberField(z.number({ error: maxGamesMessage }).int(maxGamesMessage).min(1, maxGamesMessage).max(10, maxGamesMessage)).nullable().default(null),
});
export type RefereeAvailabilityInput = z.infer<typeof refereeAvailabilityInputSchema>;

/** POST /api/seasons/{id}/officials/assign/. */
export const assignOfficialsInputSchema = z.object({
  dry_run: z.boolean({ error: 'dry_run must be true or false.' }).default(false),
});
export type AssignOfficialsInput = z.infer<typeof assignOfficialsInputSchema>;

/** POST /api/assignments/{id}/decline/: the reason the assignor reads. */
export const declineAssignmentInputSchema = z.object({
  reason: z.string({ error: 'Please say why you decline, in a few words.' }).trim().min(1, 'Please say why you decline, in a few words.').max(500, 'A reason is at most 500 characters.'),
});
export type DeclineAssignmentInput = z.infer<typeof declineAssignmentInputSchema>;

export const assignmentStatuses = ['proposed', 'published', 'accepted', 'declined'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

export interface DivisionOfficiatingDto {
  division_id: number;
  officials: { role: string; min_level_id: number; youth_allowed: boolean; fee: number }[];
}
export interface RefereeRelationsDto {
  referee_id: number;
  player_ids: number[];
  team_ids: number[];
}
export interface RefereeAvailabilityDto {
  weekly: { weekday: (typeof weekdayCodes)[number]; start: string; end: string }[];
  dates_off: string[];
  max_games_per_day: number | null;
}
export interface OfficialsAssignmentDto {
  game_id: number;
  referee_id: number;
  role: string;
}
export interface UncoveredSlotDto {
  game_id: number;
  role: string;
  reason: string;
}
export interface AssignOfficialsDto {
  dry_run: boolean;
  assignments: OfficialsAssignmentDto[];
  uncovered: UncoveredSlotDto[];
  report: { rules_broken: number; games_per_referee: { min: number; max: number } };
}
export interface OfficialsPublishDto {
  published: number;
  referees_notified: number;
  sending: boolean;
}
/** One of a referee's games as "My games" lists it. */
export interface RefereeGameDto {
  assignment_id: number;
  game_id: number;
  role: string;
  status: AssignmentStatus;
  date: string;
  start: string;
  end: string;
  division: string;
  home: string;
  away: string;
  venue: string;
  fee: number;
}

/**
 * GET/POST /api/referees/me/calendar/: the referee's own calendar link, the games they officiate
 * in every season; null until they make one (and after they withdraw it).
 */
export interface RefereeCalendarLinkDto {
  /** The address a phone's calendar subscribes to; it needs no account. */
  url: string | null;
  created_at: string | null;
}

/** One official a game holds now (GET /api/seasons/{id}/officials/); declined ones are left out, their slot is open. */
export interface SeasonGameOfficialDto {
  assignment_id: number;
  role: string;
  referee_id: number;
  referee_name: string;
  status: Exclude<AssignmentStatus, 'declined'>;
}
export interface SeasonOfficialsGameDto {
  game_id: number;
  date: string;
  start: string;
  end: string;
  division_id: number;
  division: string;
  home: string;
  away: string;
  venue: string;
  /** The places the game needs (its division's roles), in order; one without an official is open. */
  places: string[];
  officials: SeasonGameOfficialDto[];
}
/** GET /api/seasons/{id}/officials/: the season's games with their officials, and every referee's name (a preview names its referees from it). */
export interface SeasonOfficialsDto {
  season_id: number;
  games: SeasonOfficialsGameDto[];
  referees: { id: number; name: string }[];
}
