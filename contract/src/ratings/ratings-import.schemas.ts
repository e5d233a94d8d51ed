import { z } from 'zod';
import { nameText } from '../fields/name-field.js';
import { balanceFlagField as flag, balanceIdField as id, balanceJsonField as jsonField } from '../balancing/balance-option-fields.js';

// POST /ratings/import/ (decision 0044): a ratings CSV for a division's registered players,
// matched by registration id or exact name + date of birth; near matches are listed, never merged.

const column = (message: string) => z.string().trim().min(1, message).max(200).optional();
const mappingMessage = 'skill_mapping must be a JSON object mapping skill ids to CSV columns.';
const decisionsMessage = 'match_decisions must be a JSON object mapping row numbers to a player id or "skip".';
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const importRatingsInputSchema = z.object({
  division_id: id('division_id'),
  dry_run: flag('dry_run', true),
  name_columns: jsonField(z.array(z.string().trim().min(1).max(200), { error: 'name_columns must be a JSON list of one or two columns.' }).min(1).max(2)),
  dob_column: column('Select the CSV column that holds dates of birth.'),
  registration_id_column: column("Select the CSV column that holds the registration system's player id."),
  skill_mapping: jsonField(z.record(z.string().regex(/^\d{1,10}$/, mappingMessage), z.string({ error: mappingMessage }).trim().min(1, mappingMessage).max(200), { error: mappingMessage })),
  comment_column: column('Select the CSV column that holds comments.'),
  rater_column: column('Select the CSV column that names the rater.'),
  /** The rater when the file has no rater column (an evaluator, a coach). */
  rater_name: z.preprocess(blank, nameText('The rater name must be text.', 120, 'The rater name must be at most 120 characters.').optional()),
  /** The day the ratings were given (YYYY-MM-DD); default today. */
  rated_on: z.preprocess(blank, z.iso.date({ error: 'rated_on must be a date (YYYY-MM-DD).' }).optional()),
  /** The file's scale; left out: the division's scale for ratings files, else each skill's own. */
  scale_min: z.preprocess(blank, z.coerce.number({ error: 'scale_min must be a number.' }).optional()),
  scale_max: z.preprocess(blank, z.coerce.number({ error: 'scale_max must be a number.' }).optional()),
  low_is_best: z.preprocess(blank, flag('low_is_best', false).optional()),
  /** The admin's answers to near matches: row number → player id of this division, or "skip". */
  match_decisions: jsonField(
    z.record(z.string().regex(/^\d{1,6}$/, decisionsMessage), z.union([z.number().int().positive().max(2_147_483_647), z.literal('skip')], { error: decisionsMessage }), { error: decisionsMessage }),
  ),
});
export type ImportRatingsInput = z.infer<typeof importRatingsInputSchema>;
