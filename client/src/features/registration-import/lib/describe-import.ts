import type { ImportPlayersResultDto, ImportRowDto, MatchReason } from '@league/contract';
import { pluralize } from '@/lib/format';

/** "48 new, 40 returning, 3 possible matches to confirm, 2 rows with problems, 1 withdrawn". */
export function describeSummary({ summary }: ImportPlayersResultDto): string {
  const parts = [
    `${summary.new} new`,
    `${summary.returning} returning`,
    `${pluralize(summary.possible_matches, 'possible match', 'possible matches')} to confirm`,
    `${pluralize(summary.problems, 'row')} with problems`,
    `${summary.withdrawn} withdrawn`,
  ];
  if (summary.registered) parts.push(`${summary.registered} already registered here`);
  if (summary.bringing_ratings) parts.push(`${pluralize(summary.bringing_ratings, 'returning player')} bringing last season's ratings`);
  return parts.join(', ');
}

/**
 * "Imported: 12 players registered (0 new, 0 returning, 12 already registered here and updated)":
 * every row written counts, a re-imported export too (its ratings and changes are saved).
 */
export function describeImported({ summary, withdrawals_removed }: ImportPlayersResultDto): string {
  const parts = [`${summary.new} new`, `${summary.returning} returning`];
  if (summary.registered) parts.push(`${summary.registered} already registered here and updated`);
  const removed = withdrawals_removed ? `, ${pluralize(withdrawals_removed, 'withdrawn player')} removed` : '';
  return `Imported: ${pluralize(summary.new + summary.returning + summary.registered, 'player')} registered (${parts.join(', ')})${removed}.`;
}

/** Why the row may be someone the league already knows, in a volunteer's words. */
export const matchReasonText: Record<MatchReason, string> = {
  typo: 'name spelled almost the same, same birthday',
  nickname: 'a nickname of the same first name, same last name and birthday',
  surname_part: 'same first name and birthday, one last name is part of the other (double or hyphenated)',
  swapped_day_month: 'same name, birthday with day and month swapped',
  no_date_of_birth: 'same name; this row has no date of birth',
  same_name_and_birthday_twice: 'two people in the league have this name and birthday',
};

export const rowsWith = (result: ImportPlayersResultDto, status: ImportRowDto['status']) => result.rows.filter((r) => r.status === status);

/** A date of birth as people read it; the file's own text is already checked by the server. */
export const bornOn = (date: string | null) => (date ? `born ${date}` : 'no date of birth');

/**
 * A returning row with what it brings: "Mia Park, born 2016-04-02: Shooting 7.0, Defense 6.5 of 10
 * (coach rating, Fall 2025, U10, age 9)", so the admin sees last season's ratings before importing.
 */
export function describeReturning(row: ImportRowDto): string {
  const who = `${row.name}, ${bornOn(row.date_of_birth)}`;
  const carried = row.carried_ratings ?? [];
  if (carried.length === 0) return `${who}: no earlier rating for this division's skills`;
  const bySource = new Map<string, string[]>();
  for (const c of carried) bySource.set(c.description, [...(bySource.get(c.description) ?? []), `${c.skill_name} ${c.display_rating.toFixed(1)}`]);
  return `${who}: ${[...bySource].map(([source, ratings]) => `${ratings.join(', ')} of 10 (${source})`).join('; ')}`;
}

/** Possible matches the admin has not answered yet. */
export function undecidedRows(result: ImportPlayersResultDto, decisions: Record<string, number | 'new'>): ImportRowDto[] {
  return rowsWith(result, 'possible_match').filter((r) => decisions[String(r.row)] === undefined);
}

/**
 * What "Accept all suggested matches" answers: each possible match with one candidate is that
 * person. A row with two candidates (two people of one name and birthday) stays for the admin:
 * there is nothing to suggest between them.
 */
export function suggestedDecisions(result: ImportPlayersResultDto): Record<string, number> {
  return Object.fromEntries(
    rowsWith(result, 'possible_match')
      .filter((r) => r.candidates.length === 1)
      .map((r) => [String(r.row), r.candidates[0]!.participant_id]),
  );
}

/** "Head coach: Maria Garcia (parent of Liam Garcia)", for each volunteer the import read. */
export function describeCoaches(result: ImportPlayersResultDto): string[] {
  return result.rows.flatMap((r) => {
    if (!r.rules?.volunteer) return [];
    const role = r.rules.volunteer === 'head' ? 'Head coach' : 'Assistant coach';
    return [`${role}: ${r.rules.parent_name ?? 'a parent'} (parent of ${r.name})`];
  });
}

/** "Riley Williams asked for: Please put with Zoe King", one line per player with requests. */
export function describeRequests(result: ImportPlayersResultDto): string[] {
  return result.rows.flatMap((r) => (r.rules?.requests.length ? [`${r.name} asked for: ${r.rules.requests.join('; ')}`] : []));
}

/** Rows with another team rule (play together, keep apart, a team, region, days, height, school). */
export function countOtherRules(result: ImportPlayersResultDto): number {
  return result.rows.filter((r) => {
    const rules = r.rules;
    return rules && (rules.group || rules.apart || rules.lock || rules.region || rules.unavailable_days.length || rules.height_cm !== null || rules.school);
  }).length;
}
