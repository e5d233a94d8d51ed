import { z } from 'zod';
import { idField } from '../fields/id-fields.js';

// The admin's confirmation that two children are one family (issue 24, decision 0067): the
// third way into a household, after the file's household column and the parent's email.

/** POST /participants/{id}/household/: this participant joins the other's household. */
export const linkHouseholdInputSchema = z.object({
  with_participant_id: idField('with_participant_id must be the id of the brother or sister to link with.'),
});
export type LinkHouseholdInput = z.infer<typeof linkHouseholdInputSchema>;

const searchMessage = 'Type at least 2 letters of the name to search for.';

/** GET /participants/?search=: the league's people whose name holds the text. */
export const participantSearchQuerySchema = z.object({
  search: z.string({ error: searchMessage }).trim().min(2, searchMessage).max(100, 'The search can be at most 100 characters long.'),
});
export type ParticipantSearchQuery = z.infer<typeof participantSearchQuerySchema>;

/** One search hit: enough to tell two children of the same name apart. */
export interface ParticipantSearchHitDto {
  id: number;
  name: string;
  date_of_birth: string | null;
  household: { id: number; name: string; size: number } | null;
}
