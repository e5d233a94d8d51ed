import { z } from 'zod';
import { dryRunField } from '../fields/dry-run-field.js';
import { idField } from '../fields/id-fields.js';
import type { ParticipantDto } from './participants.types.js';

// Two records of one child (Eli and Elijah Cooper) become one (issue 37): the participant of the
// page is kept, the other's registrations, ratings and history move onto it, then it is removed.

/** POST /participants/{id}/merge/: preview (dry_run, the default) or merge the other person into this one. */
export const mergeParticipantsInputSchema = z.object({
  other_id: idField('other_id must be the id of the other record of this person.'),
  dry_run: dryRunField(true),
});
export type MergeParticipantsInput = z.infer<typeof mergeParticipantsInputSchema>;

/** What a merge moves from the removed record onto the kept one. */
export interface ParticipantMergeMovesDto {
  /** Each season's registration that moves: "Fall 2025, U10". */
  registrations: { player_id: number; season_name: string; division_name: string }[];
  /** Current ratings on those registrations. */
  ratings: number;
  /** Rating history entries on those registrations (every rating as it was given). */
  rating_history: number;
  /** The household the kept person joins (it had none); null when it keeps its own or neither has one. */
  household_joined: { id: number; name: string } | null;
  /** The removed person's household when the kept person stays in another; it loses this member. */
  household_left: { id: number; name: string } | null;
  /** Contact details added to the kept person: emails, phones, guardian names it did not have. */
  contacts_added: number;
}

export interface ParticipantMergeResultDto {
  dry_run: boolean;
  kept: { id: number; name: string; date_of_birth: string | null };
  removed: { id: number; name: string; date_of_birth: string | null };
  moves: ParticipantMergeMovesDto;
  /** The kept person as the page shows it, after the merge (before it, on a dry run). */
  participant: ParticipantDto;
}
