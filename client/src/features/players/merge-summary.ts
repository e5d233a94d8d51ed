import type { ParticipantMergeResultDto } from '@league/contract';
import { pluralize } from '@/lib/format';

/**
 * What a merge moves, in a volunteer's words: "2 seasons (U10 in Spring 2025, U10 in Fall 2025),
 * 4 ratings with 6 rating history entries, household Cooper household, 2 contact details".
 */
export function describeMergeMoves({ moves }: ParticipantMergeResultDto): string {
  const seasons = moves.registrations.length
    ? `${pluralize(moves.registrations.length, 'season')} (${moves.registrations.map((r) => `${r.division_name} in ${r.season_name}`).join(', ')})`
    : 'no seasons';
  const parts = [seasons, `${pluralize(moves.ratings, 'rating')} with ${pluralize(moves.rating_history, 'rating history entry', 'rating history entries')}`];
  if (moves.household_joined) parts.push(`household ${moves.household_joined.name}`);
  if (moves.contacts_added) parts.push(pluralize(moves.contacts_added, 'contact detail'));
  return parts.join(', ');
}

/** The full preview sentence the admin confirms. */
export function describeMerge(result: ParticipantMergeResultDto): string {
  const { kept, removed, moves } = result;
  const left = moves.household_left ? ` ${kept.name} stays in their own household; ${removed.name}'s ${moves.household_left.name} loses this record.` : '';
  return `Moves onto ${kept.name}: ${describeMergeMoves(result)}. Then the record of ${removed.name} (${removed.date_of_birth ? `born ${removed.date_of_birth}` : 'no date of birth'}) is removed.${left}`;
}
