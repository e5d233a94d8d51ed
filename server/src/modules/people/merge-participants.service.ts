import type { MergeParticipantsInput, ParticipantMergeResultDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { getParticipant } from './participant.service.js';
import { isoDate, lockLeaguePeople } from './people.repository.js';
import { deleteHouseholdIfEmpty, setParticipantsHousehold } from './household.repository.js';
import * as repo from './participant-merge.repository.js';

// Two records of one child become one (issue 37): the page's person is kept; the other's
// registrations move onto it (their ratings, rating history, scores and picks with them), its
// missing details and contacts fill the kept one's, then it is removed. Under the league's people
// lock, as imports and household links are, so a merge never races an import's matching.

const union = (a: string[], b: string[]) => [...a, ...b.filter((x) => !a.some((y) => y.toLowerCase() === x.toLowerCase()))];

/** POST /participants/{id}/merge/: what the merge moves (dry run), or the merge in one transaction. */
export async function mergeParticipants(ctx: LeagueContext, id: number, input: MergeParticipantsInput): Promise<ParticipantMergeResultDto> {
  if (input.other_id === id) throw AppError.badRequest('A person cannot be merged with themself: choose the other record of this child.', { fields: { other_id: 'same person' } }, 'validation_error');
  const result = await runTransaction(ctx.db, async (tx) => {
    await lockLeaguePeople(tx, ctx.leagueId);
    const [kept, other] = await Promise.all([repo.findMergeSide(tx, id, ctx.leagueId), repo.findMergeSide(tx, input.other_id, ctx.leagueId)]);
    if (!kept) throw AppError.notFound('Participant');
    if (!other) throw AppError.notFound(`Participant ${input.other_id}`);
    refuseSharedDivisions(kept, other);
    const moves = describeMoves(kept, other);
    const summary = { dry_run: input.dry_run, kept: side(kept), removed: side(other), moves };
    if (input.dry_run) return summary;
    await writeMerge(tx, ctx.leagueId, kept, other);
    return summary;
  });
  return { ...result, participant: await getParticipant(ctx, id) };
}

const side = (p: repo.MergeSide) => ({ id: p.id, name: p.name, date_of_birth: isoDate(p.dateOfBirth) });

/** One child cannot be registered twice in one division: the admin removes one registration first. */
function refuseSharedDivisions(kept: repo.MergeSide, other: repo.MergeSide): void {
  const shared = other.players.filter((p) => kept.players.some((k) => k.divisionId === p.divisionId));
  if (!shared.length) return;
  const where = shared.map((p) => `${p.division.name} of ${p.division.season.name}`).join(', ');
  throw AppError.conflict(
    `${kept.name} and ${other.name} are both registered in ${where}. One child cannot play twice in one division: remove one of these registrations from the division first, then merge.`,
    { divisions: shared.map((p) => p.divisionId) },
  );
}

function describeMoves(kept: repo.MergeSide, other: repo.MergeSide): ParticipantMergeResultDto['moves'] {
  const contacts = (p: repo.MergeSide) => p.emails.length + p.phones.length + p.guardianNames.length;
  const merged = { ...kept, emails: union(kept.emails, other.emails), phones: union(kept.phones, other.phones), guardianNames: union(kept.guardianNames, other.guardianNames) };
  const sameHousehold = kept.household?.id === other.household?.id;
  return {
    registrations: other.players.map((p) => ({ player_id: p.id, season_name: p.division.season.name, division_name: p.division.name })),
    ratings: other.players.reduce((n, p) => n + p._count.ratings, 0),
    rating_history: other.players.reduce((n, p) => n + p._count.ratingEntries, 0),
    household_joined: !kept.household && other.household ? other.household : null,
    household_left: kept.household && other.household && !sameHousehold ? other.household : null,
    contacts_added: contacts(merged) - contacts(kept),
  };
}

async function writeMerge(tx: Parameters<typeof repo.moveRegistrations>[0], leagueId: number, kept: repo.MergeSide, other: repo.MergeSide): Promise<void> {
  await repo.moveRegistrations(tx, other.id, kept.id);
  // Removed before the kept one takes its registration id: the id is unique in the league.
  await repo.deleteParticipant(tx, other.id);
  const householdId = kept.household?.id ?? other.household?.id ?? null;
  await repo.updateKeptParticipant(tx, kept.id, {
    dateOfBirth: kept.dateOfBirth ?? other.dateOfBirth,
    gender: kept.gender ?? other.gender,
    registrationId: kept.registrationId ?? other.registrationId,
    emails: union(kept.emails, other.emails),
    phones: union(kept.phones, other.phones),
    guardianNames: union(kept.guardianNames, other.guardianNames),
  });
  if (!kept.household && householdId !== null) await setParticipantsHousehold(tx, [kept.id], householdId);
  const gone = [`participant-${other.id}`];
  if (other.household && other.household.id !== householdId) {
    const dropped = await deleteHouseholdIfEmpty(tx, other.household.id);
    if (dropped.count) gone.push(`household-${other.household.id}`);
  }
  await repo.retargetFamilyFeeds(tx, leagueId, gone, householdId !== null ? `household-${householdId}` : `participant-${kept.id}`);
}
