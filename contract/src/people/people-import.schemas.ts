import { z } from 'zod';
import { balanceFlagField as flag, balanceIdField as id, balanceJsonField as jsonField } from '../balancing/balance-option-fields.js';

// POST /players/import/ (decision 0039): a registration export into a division. The column
// fields are those of players/balanced_teams/; left out, they are proposed from the header.

const column = (message: string) => z.string().trim().min(1, message).max(200).optional();

const nameColumnsMessage = 'name_columns must be a JSON list of one column (the full name) or two (first name, then last name).';
const mappingMessage = 'skill_mapping must be a JSON object mapping skill ids to CSV columns.';
const decisionsMessage = 'match_decisions must be a JSON object mapping row numbers to a participant id or "new".';

export const importPlayersInputSchema = z.object({
  division_id: id('division_id'),
  dry_run: flag('dry_run', true),
  name_columns: jsonField(z.array(z.string({ error: nameColumnsMessage }).trim().min(1, nameColumnsMessage).max(200), { error: nameColumnsMessage }).min(1, nameColumnsMessage).max(2, nameColumnsMessage)),
  dob_column: column('Select the CSV column that holds dates of birth.'),
  email_column: column('Select the CSV column that holds email addresses.'),
  parent_email_column: column("Select the CSV column that holds parents' email addresses."),
  gender_column: column('Select the CSV column that holds genders.'),
  registration_id_column: column("Select the CSV column that holds the registration system's player id."),
  household_column: column('Select the CSV column that names the household or family.'),
  guardian_name_columns: jsonField(z.array(z.string().trim().min(1).max(200), { error: 'guardian_name_columns must be a JSON list of one or two columns.' }).min(1).max(2)),
  second_guardian_name_columns: jsonField(z.array(z.string().trim().min(1).max(200), { error: 'second_guardian_name_columns must be a JSON list of one or two columns.' }).min(1).max(2)),
  phone_column: column('Select the CSV column that holds phone numbers.'),
  // The rule columns of the team-file upload (issue 37): kept on the registration, balanced as the upload balances them.
  volunteer_column: column('Select the CSV column where parents offered to coach.'),
  parent_name_column: column("Select the CSV column that holds the volunteering parent's name."),
  request_column: column('Select the CSV column that lists requested teammates.'),
  group_column: column('Select the CSV column that groups players who play together (siblings, carpools).'),
  apart_column: column('Select the CSV column that marks players to keep on different teams.'),
  lock_column: column('Select the CSV column that names the team a player must be on.'),
  region_column: column("Select the CSV column that lists players' regions."),
  availability_column: column("Select the CSV column that lists players' practice conflicts."),
  height_column: column('Select the CSV column that contains player heights.'),
  school_column: column("Select the CSV column that names each player's school."),
  // Optional ratings, as players/balanced_teams/ maps them: skill id → column; a blank cell is no rating.
  skill_mapping: jsonField(z.record(z.string().regex(/^\d{1,10}$/, mappingMessage), z.string({ error: mappingMessage }).trim().min(1, mappingMessage).max(200), { error: mappingMessage })),
  // The admin's answers to possible matches: spreadsheet row number → participant id, or "new".
  match_decisions: jsonField(
    z.record(z.string().regex(/^\d{1,6}$/, decisionsMessage), z.union([z.number().int().positive().max(2_147_483_647), z.literal('new')], { error: decisionsMessage }), { error: decisionsMessage }),
  ),
  // Registered players absent from the file are listed; they are removed only when this is true.
  confirm_withdrawals: flag('confirm_withdrawals', false),
});
export type ImportPlayersInput = z.infer<typeof importPlayersInputSchema>;
