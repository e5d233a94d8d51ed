import { z } from 'zod';
import { nameField } from '../fields/name-field.js';
import { additionalDataSchema } from '../fields/additional-data.js';
import { isBlank } from '../fields/blank.js';
import { emailField } from '../fields/email-field.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { idKeyedRecord, nullableIdSchema, optionalIdSchema, requiredIdSchema } from '../fields/id-fields.js';
import { genderField, withCanonicalGender } from '../fields/gender-field.js';
import { booleanQuerySchema, pageQueryFields } from '../fields/query-fields.js';
import { maxDivisionPlayers } from './division-limit.js';
import { regionCodes, regionNames } from '../vocabularies/regions.js';
import { weekdayCodes } from '../vocabularies/weekdays.js';

const blankToNull = (v: unknown) => (isBlank(v) ? null : v);

/** View Players' filter of a player's past: registered in an earlier season, or not. */
export const playerHistories = ['returning', 'new'] as const;

export const listPlayersQuerySchema = z.object({
  division: optionalIdSchema('Division'),
  team: optionalIdSchema('Team'),
  season: optionalIdSchema('Season'),
  unassigned: booleanQuerySchema('unassigned'),
  search: z.string({ error: 'Search must be text.' }).trim().max(200, 'Search must be at most 200 characters long.').optional(),
  // Decision 0047: returning (registered in an earlier season) or new; no rating in some skill; siblings registered in the same division.
  history: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(playerHistories, { error: 'history must be returning or new.' }).optional()),
  missing_ratings: booleanQuerySchema('missing_ratings'),
  household: booleanQuerySchema('household'),
  // Without page_size, one page holds a whole division (decision 0030); count is every match.
  ...pageQueryFields(maxDivisionPlayers, maxDivisionPlayers),
});
export type ListPlayersQuery = z.infer<typeof listPlayersQuerySchema>;

const heightMessage = 'Height must be a number of centimetres between 30 and 300.';
const regionMessage = `Region must be one of ${regionCodes.map((code) => regionNames[code]).join(', ')}.`;
const daysMessage = 'Unavailable days must be weekdays from Monday to Sunday.';

export const createPlayerInputSchema = z.object({
  name: nameField('Player name', 200),
  email: z.preprocess(blankToNull, emailField.nullable().optional()),
  date_of_birth: z.preprocess(blankToNull, z.iso.date({ error: 'Date of birth must be a date in YYYY-MM-DD form.' }).refine(isYearInRange, yearRangeMessage('Date of birth')).nullable().optional()),
  league: optionalIdSchema('League'),
  division: requiredIdSchema('Division', 'Division is required.'),
  team: nullableIdSchema('Team'),
  height: z.preprocess(blankToNull, z.number({ error: heightMessage }).min(30, heightMessage).max(300, heightMessage).nullable().optional()),
  // Stored in additional_data under the keys CSV import writes (region, unavailable_days), so
  // balancing, trades and the player list read them the same way.
  region: z.preprocess(blankToNull, z.enum(regionCodes, { error: regionMessage }).nullable().optional()),
  unavailable_days: z.array(z.enum(weekdayCodes, { error: daysMessage }), { error: daysMessage }).max(7, daysMessage).optional(),
  // One gender vocabulary (decision 0034): stored as its code, in additional_data.gender too.
  gender: genderField.optional(),
  additional_data: additionalDataSchema.optional().transform((data, ctx) => data && withCanonicalGender(data, ctx)),
  // Skill id → displayed rating (0-10); skills left out start at the default of 5.
  ratings: idKeyedRecord(z.number({ error: 'Ratings must be numbers.' }), 'Ratings must be keyed by skill id.', 'Ratings must map skill ids to numbers.').optional(),
});
export type CreatePlayerInput = z.infer<typeof createPlayerInputSchema>;

const kMessage = 'k must be a whole number between 1 and 10000.';
const deltaMessage = 'delta must be a number of at least 0.';

export const tradeCandidatesQuerySchema = z.object({
  k: z.preprocess((v) => (isBlank(v) ? undefined : v), z.coerce.number({ error: kMessage }).int(kMessage).min(1, kMessage).max(10000, kMessage).default(10)),
  delta: z.preprocess((v) => (isBlank(v) ? undefined : v), z.coerce.number({ error: deltaMessage }).min(0, deltaMessage).optional()),
  exclude_team: optionalIdSchema('exclude_team'),
  assigned_only: booleanQuerySchema('assigned_only'),
});
export type TradeCandidatesQuery = z.infer<typeof tradeCandidatesQuerySchema>;

export const tradeInputSchema = z
  .object({
    source_player_id: requiredIdSchema('source_player_id', 'Choose the player to trade.'),
    target_player_id: optionalIdSchema('target_player_id'),
    // null moves the player out of every team (back to Unassigned).
    to_team_id: nullableIdSchema('to_team_id'),
    // True makes a trade that breaks a saved group, lock or apart rule anyway (ADR 0011).
    override: z.boolean({ error: 'override must be true or false.' }).optional().default(false),
  })
  .refine((v) => (v.target_player_id === undefined) !== (v.to_team_id === undefined), {
    message: 'Give either target_player_id to swap two players or to_team_id to move one.',
  });
export type TradeInput = z.infer<typeof tradeInputSchema>;

// Emptiness is checked by the service so the answer carries the spec's exact sentence.
export const transferInputSchema = z.object({
  player_ids: z
    .array(requiredIdSchema('Player id', 'Player ids must be positive whole numbers.'), { error: 'player_ids must be a list of player ids.' })
    .max(maxDivisionPlayers, `At most ${maxDivisionPlayers} players can be transferred at once.`)
    .optional()
    .default([]),
  target_division_id: optionalIdSchema('target_division_id'),
});
export type TransferInput = z.infer<typeof transferInputSchema>;
