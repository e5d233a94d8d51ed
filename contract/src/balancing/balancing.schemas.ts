import { z } from 'zod';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { idKeyedRecord, maxId } from '../fields/id-fields.js';
import { regionCodes } from '../vocabularies/regions.js';
import { weekdayCodes } from '../vocabularies/weekdays.js';

// Multipart fields arrive as strings: blanks mean "not sent", numbers are coerced.
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const id = (field: string) =>
  z.coerce.number({ error: `${field} must be a positive whole number.` }).int(`${field} must be a positive whole number.`).positive(`${field} must be a positive whole number.`).max(maxId, `${field} must be at most ${maxId}.`);

const weight = (field: string, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${field} must be a number between 0 and ${max}.` })
      .min(0, `${field} must be a number between 0 and ${max}.`)
      .max(max, `${field} must be a number between 0 and ${max}.`)
      .default(fallback),
  );

/** A JSON document inside a form field, checked with `schema` once parsed (bad JSON fails the schema). */
const jsonField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    try {
      return typeof value === 'string' ? JSON.parse(value) : value;
    } catch {
      return Symbol('invalid json');
    }
  }, schema.optional());

const mappingMessage = 'skill_mapping must be a JSON object mapping skill ids to CSV columns.';
const selectedMessage = 'selected_skills must be a JSON list of skill ids.';

/** A column option that is on: present in the form, it must name a column. */
const chosenColumn = (message: string) => z.string().trim().min(1, message).max(200).optional();

const numberOfTeamsMessage = 'Number of teams must be between 2 and 20.';

export const balanceTeamsInputSchema = z
  .object({
    league_id: id('league_id'),
    division_id: id('division_id'),
    number_of_teams: z.coerce.number({ error: numberOfTeamsMessage }).int(numberOfTeamsMessage).min(2, numberOfTeamsMessage).max(20, numberOfTeamsMessage),
    skill_mapping: jsonField(z.record(z.string(), z.string({ error: mappingMessage }).trim(), { error: mappingMessage })),
    selected_skills: jsonField(z.array(z.coerce.number({ error: selectedMessage }).int(selectedMessage).positive(selectedMessage).max(maxId, selectedMessage), { error: selectedMessage })),
    seed: z.preprocess(blankToUndefined, z.coerce.number({ error: 'seed must be a whole number.' }).int('seed must be a whole number.').min(0, 'seed must be zero or more.').max(Number.MAX_SAFE_INTEGER).optional()),
    region_column: chosenColumn('Select the CSV column that lists players\' regions.'),
    region_mode: z.preprocess(blankToUndefined, z.enum(['soft', 'hard'], { error: 'region_mode must be soft or hard.' }).default('soft')),
    region_weight: weight('region_weight', 10, 5),
    availability_column: chosenColumn("Select the CSV column that lists players' practice conflicts."),
    availability_weight: weight('availability_weight', 10, 3),
    height_column: chosenColumn('Select the CSV column that contains player heights.'),
    height_weight: weight('height_weight', 50, 10),
  })
  .transform((input) => ({ ...input, skill_mapping: input.skill_mapping ?? {}, selected_skills: [...new Set(input.selected_skills ?? [])] }))
  .refine((input) => input.selected_skills.every((skill) => (input.skill_mapping[String(skill)] ?? '') !== ''), {
    error: 'All selected skills must have a CSV column mapped.',
    path: ['skill_mapping'],
  });
export type BalanceTeamsInput = z.infer<typeof balanceTeamsInputSchema>;

const nullable = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? null);

const persistPlayerSchema = z.object({
  name: z.string({ error: 'Every player needs a name.' }).trim().min(1, 'Every player needs a name.').max(200, 'Player names must be at most 200 characters long.'),
  email: nullable(z.email({ error: 'Enter a valid email address.' }).max(254)),
  date_of_birth: nullable(z.iso.date({ error: 'date_of_birth must be a date as YYYY-MM-DD.' }).refine(isYearInRange, yearRangeMessage('date_of_birth'))),
  height_cm: nullable(z.number().positive('height_cm must be a positive number of centimetres.').max(300, 'height_cm must be at most 300.')),
  region: nullable(z.enum(regionCodes, { error: 'region must be one of N, S, E, W, C.' })),
  unavailable_days: z
    .array(z.enum(weekdayCodes, { error: 'unavailable_days must list weekday codes mon to sun.' }))
    .nullish()
    .transform((days) => days ?? []),
  ratings: idKeyedRecord(z.number().min(0, 'Ratings must be between 0 and 10.').max(10, 'Ratings must be between 0 and 10.'), 'ratings must be keyed by skill id.')
    .nullish()
    .transform((ratings) => ratings ?? {}),
});

const persistTeamSchema = z.object({
  team_name: z.string({ error: 'Team name is required.' }).trim().min(1, 'Team name is required.').max(100, 'Team name must be at most 100 characters long.'),
  players: z.array(persistPlayerSchema).max(5000),
});

export const persistTeamsInputSchema = z.object({
  league_id: id('league_id'),
  division_id: id('division_id'),
  replace: z.boolean({ error: 'replace must be true or false.' }).optional().default(false),
  teams: z
    .array(persistTeamSchema, { error: 'teams must be a list of teams.' })
    .min(1, 'Send at least one team to save.')
    .max(50, 'At most 50 teams can be saved at once.')
    .refine((teams) => teams.reduce((sum, t) => sum + t.players.length, 0) <= 5000, 'At most 5000 players can be saved at once.'),
});
export type PersistTeamsInput = z.infer<typeof persistTeamsInputSchema>;
export type PersistPlayerInput = z.infer<typeof persistPlayerSchema>;
/** What a client sends to persist_teams: optional fields may be left out (the schema fills them in). */
export type PersistTeamsRequest = z.input<typeof persistTeamsInputSchema>;
export type PersistPlayerRequest = z.input<typeof persistPlayerSchema>;
