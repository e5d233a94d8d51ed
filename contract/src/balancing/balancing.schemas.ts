import { z } from 'zod';
import { nameField, nameText } from '../fields/name-field.js';
import { additionalDataSchema } from '../fields/additional-data.js';
import { emailField } from '../fields/email-field.js';
import { isYearInRange, yearRangeMessage } from '../fields/date-fields.js';
import { idField, idKeyedRecord } from '../fields/id-fields.js';
import { balanceFlagField as flag, balanceIdField as id, balanceJsonField as jsonField, balanceSeedField, balanceWeightField as weight, blankToUndefined, maxPerSchoolField, numberOfTeamsField, regionModeField } from './balance-option-fields.js';
import { genderField } from '../fields/gender-field.js';
import { maxDivisionPlayers } from '../players/division-limit.js';
import { genderCodes } from '../vocabularies/genders.js';
import { regionCodes } from '../vocabularies/regions.js';
import { weekdayCodes } from '../vocabularies/weekdays.js';

const mappingMessage = 'skill_mapping must be a JSON object mapping skill ids to CSV columns.';
const selectedMessage = 'selected_skills must be a JSON list of skill ids.';

/** A column option that is on: present in the form, it must name a column. */
const chosenColumn = (message: string) => z.string().trim().min(1, message).max(200).optional();

const genderMappingMessage = 'gender_mapping must be a JSON object mapping gender values from the file to F, M, X or none.';

const requestChoicesMessage = 'request_choices must be a JSON list of {player, text, choice}: who asked, what they wrote, and the player meant (or null to leave the request out).';
/** The admin's answers for requests the preview could not match (decision 0050). */
const requestChoicesField = jsonField(
  z
    .array(
      z.object(
        {
          player: z.string({ error: requestChoicesMessage }).trim().min(1, requestChoicesMessage).max(200),
          text: z.string({ error: requestChoicesMessage }).max(200),
          choice: z.string({ error: requestChoicesMessage }).trim().min(1, requestChoicesMessage).max(200).nullable(),
        },
        { error: requestChoicesMessage },
      ),
      { error: requestChoicesMessage },
    )
    .max(2000, 'request_choices may hold at most 2,000 answers.'),
);

const nameColumnsMessage = 'name_columns must be a JSON list of one column (the full name) or two (first name, then last name).';

export const balanceTeamsInputSchema = z
  .object({
    league_id: id('league_id'),
    division_id: id('division_id'),
    number_of_teams: numberOfTeamsField,
    skill_mapping: jsonField(z.record(z.string(), z.string({ error: mappingMessage }).trim(), { error: mappingMessage })),
    selected_skills: jsonField(z.array(idField(selectedMessage), { error: selectedMessage })),
    seed: balanceSeedField,
    region_column: chosenColumn('Select the CSV column that lists players\' regions.'),
    region_mode: regionModeField,
    region_weight: weight('region_weight', 10, 5),
    availability_column: chosenColumn("Select the CSV column that lists players' practice conflicts."),
    availability_weight: weight('availability_weight', 10, 3),
    height_column: chosenColumn('Select the CSV column that contains player heights.'),
    height_weight: weight('height_weight', 50, 10),
    // Column roles (ADR 0011); left out, the server proposes them with proposeColumnMapping.
    name_columns: jsonField(z.array(z.string({ error: nameColumnsMessage }).trim().min(1, nameColumnsMessage).max(200), { error: nameColumnsMessage }).min(1, nameColumnsMessage).max(2, nameColumnsMessage)),
    dob_column: chosenColumn('Select the CSV column that holds dates of birth.'),
    email_column: chosenColumn('Select the CSV column that holds email addresses.'),
    parent_email_column: chosenColumn("Select the CSV column that holds parents' email addresses."),
    gender_column: chosenColumn('Select the CSV column that holds genders.'),
    // The admin's answer for gender values the vocabulary does not know (decision 0034): value as in the file → code, or none.
    gender_mapping: jsonField(
      z
        .record(z.string().max(50, genderMappingMessage), z.enum([...genderCodes, 'none'], { error: genderMappingMessage }), { error: genderMappingMessage })
        .refine((mapping) => Object.keys(mapping).length <= 200, 'gender_mapping may map at most 200 values.'),
    ),
    group_column: chosenColumn('Select the CSV column that groups players who play together (siblings, carpools).'),
    apart_column: chosenColumn('Select the CSV column that marks players to keep on different teams.'),
    lock_column: chosenColumn('Select the CSV column that names the team a player must be on.'),
    request_column: chosenColumn('Select the CSV column that lists requested teammates.'),
    volunteer_column: chosenColumn("Select the CSV column where parents offered to coach."),
    parent_name_column: chosenColumn("Select the CSV column that holds parents' names."),
    request_weight: weight('request_weight', 10, 5),
    requests_mutual_only: flag('requests_mutual_only', true),
    request_choices: requestChoicesField,
    tier_balance: flag('tier_balance', true),
    // At most max_per_school players of one school per team (decision 0049); both or neither.
    school_column: chosenColumn("Select the CSV column that names each player's school."),
    max_per_school: maxPerSchoolField,
    blank_ratings: z.preprocess(blankToUndefined, z.enum(['error', 'mean'], { error: 'blank_ratings must be error or mean.' }).default('error')),
  })
  .transform((input) => ({ ...input, skill_mapping: input.skill_mapping ?? {}, selected_skills: [...new Set(input.selected_skills ?? [])] }))
  .refine((input) => input.selected_skills.every((skill) => (input.skill_mapping[String(skill)] ?? '') !== ''), {
    error: 'All selected skills must have a CSV column mapped.',
    path: ['skill_mapping'],
  })
  .refine((input) => (input.school_column === undefined) === (input.max_per_school === undefined), {
    error: 'Choose both the school column and the most players of one school per team, or neither.',
    path: ['max_per_school'],
  });
export type BalanceTeamsInput = z.infer<typeof balanceTeamsInputSchema>;

const nullable = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? null);

const persistPlayerSchema = z.object({
  // Sent back by a preview of stored players (decision 0040): saving moves that player, it does not create one.
  player_id: idField('player_id must be a positive whole number.').optional(),
  name: nameText('Every player needs a name.', 200, 'Player names must be at most 200 characters long.').min(1, 'Every player needs a name.'),
  email: nullable(emailField),
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
  // Rule values kept for later edits (stored in additional_data under the same keys, ADR 0011).
  group: nullable(z.string().trim().max(200, 'group must be at most 200 characters.')),
  lock: nullable(z.string().trim().max(200, 'lock must be at most 200 characters.')),
  apart: nullable(z.string().trim().max(200, 'apart must be at most 200 characters.')),
  // Stored as a code of the gender vocabulary (decision 0034).
  gender: genderField,
  requests: z.array(z.string().trim().max(200)).max(50, 'At most 50 requested teammates per player.').nullish().transform((r) => r ?? []),
  /** Columns nobody mapped, by header. */
  additional_data: additionalDataSchema.optional(),
});

const persistTeamSchema = z.object({
  team_name: nameField('Team name', 100),
  // The parent who volunteered as head coach (from the preview), stored as the team's coach.
  coach_name: nullable(nameText('coach_name must be text.', 64, 'coach_name must be at most 64 characters.')),
  players: z.array(persistPlayerSchema).max(maxDivisionPlayers, `A division holds at most ${maxDivisionPlayers} players.`),
});

export const persistTeamsInputSchema = z.object({
  league_id: id('league_id'),
  division_id: id('division_id'),
  replace: z.boolean({ error: 'replace must be true or false.' }).optional().default(false),
  teams: z
    .array(persistTeamSchema, { error: 'teams must be a list of teams.' })
    .min(1, 'Send at least one team to save.')
    .max(50, 'At most 50 teams can be saved at once.')
    .refine((teams) => teams.reduce((sum, t) => sum + t.players.length, 0) <= maxDivisionPlayers, `A division holds at most ${maxDivisionPlayers} players: at most ${maxDivisionPlayers} can be saved at once.`),
});
export type PersistTeamsInput = z.infer<typeof persistTeamsInputSchema>;
export type PersistPlayerInput = z.infer<typeof persistPlayerSchema>;
/** What a client sends to persist_teams: optional fields may be left out (the schema fills them in). */
export type PersistTeamsRequest = z.input<typeof persistTeamsInputSchema>;
export type PersistPlayerRequest = z.input<typeof persistPlayerSchema>;

/**
 * What to do with a stored player who has no rating for a selected skill (decision 0040):
 * the division's mean of that skill, leave the player out of the teams, or the person's rating of
 * a same-named skill from their latest earlier season, else the mean (decision 0066). Never a silent 0.
 */
export const missingRatingChoices = ['mean', 'leave_out', 'last_season'] as const;
export type MissingRatingChoice = (typeof missingRatingChoices)[number];

const selectedStoredMessage = 'selected_skills must be a list of skill ids.';

/** balanced_teams with `source=stored`: the division's own players, no file (decision 0040). */
export const balanceStoredInputSchema = z.object({
  source: z.literal('stored', { error: 'source must be stored or file.' }),
  league_id: id('league_id'),
  division_id: id('division_id'),
  number_of_teams: numberOfTeamsField,
  // Left out: every skill of the division.
  selected_skills: jsonField(z.array(idField(selectedStoredMessage), { error: selectedStoredMessage }).max(100, selectedStoredMessage)),
  missing_ratings: z.preprocess(blankToUndefined, z.enum(missingRatingChoices, { error: 'missing_ratings must be last_season, mean or leave_out.' }).optional()),
  seed: balanceSeedField,
  region_mode: regionModeField,
  region_weight: weight('region_weight', 10, 5),
  availability_weight: weight('availability_weight', 10, 3),
  height_weight: weight('height_weight', 50, 10),
  request_weight: weight('request_weight', 10, 5),
  requests_mutual_only: flag('requests_mutual_only', true),
  request_choices: requestChoicesField,
  tier_balance: flag('tier_balance', true),
});
export type BalanceStoredInput = z.infer<typeof balanceStoredInputSchema>;
export type BalanceStoredRequest = z.input<typeof balanceStoredInputSchema>;

/** GET balanced_teams/stored/: which division the stored players are read from. */
export const storedSourceQuerySchema = z.object({ league_id: id('league_id'), division_id: id('division_id') });
