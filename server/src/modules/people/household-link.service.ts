import type { LinkHouseholdInput, ListResponse, ParticipantDto, ParticipantSearchHitDto, ParticipantSearchQuery } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { getParticipant } from './participant.service.js';
import { isoDate, lockLeaguePeople } from './people.repository.js';
import { maxHouseholdSize } from './read-registrations.js';
import * as repo from './household.repository.js';

// The admin's confirmation that two children are one family (decision 0067): the third way into
// a household after the file's household column and the parent's email. Links and unlinks take
// the league's people lock, as the import does, so two at once cannot pass the size limit.

const searchLimit = 20;

/** GET /participants/?search=: up to 20 of the league's people whose name holds the text. */
export async function searchParticipants(ctx: LeagueContext, query: ParticipantSearchQuery): Promise<ListResponse<ParticipantSearchHitDto>> {
  const found = await repo.searchLeagueParticipants(ctx.db, ctx.leagueId, query.search, searchLimit);
  const results = found.map((p) => ({
    id: p.id, name: p.name, date_of_birth: isoDate(p.dateOfBirth),
    household: p.household ? { id: p.household.id, name: p.household.name, size: p.household._count.participants } : null,
  }));
  return { count: results.length, results };
}

/**
 * POST /participants/{id}/household/: the participant joins the other's household. When the
 * other has none, the other joins the participant's (a family is not split to make a new one),
 * else both join a new one named after the other's last name. Leaving an old household empty
 * drops it. Already together answers as it is.
 */
export async function linkHousehold(ctx: LeagueContext, id: number, input: LinkHouseholdInput): Promise<ParticipantDto> {
  if (input.with_participant_id === id) throw AppError.badRequest('A player cannot be linked with themselves: choose their brother or sister.', { fields: { with_participant_id: 'same player' } }, 'validation_error');
  await runTransaction(ctx.db, async (tx) => {
    await lockLeaguePeople(tx, ctx.leagueId);
    const [child, sibling] = await Promise.all([repo.findParticipantHousehold(tx, id, ctx.leagueId), repo.findParticipantHousehold(tx, input.with_participant_id, ctx.leagueId)]);
    if (!child) throw AppError.notFound('Participant');
    if (!sibling) throw AppError.notFound(`Participant ${input.with_participant_id}`);
    if (child.householdId !== null && child.householdId === sibling.householdId) return;
    const [joining, family] = sibling.householdId === null && child.householdId !== null ? [sibling, child] : [child, sibling];
    const size = family.householdId === null ? 1 : await repo.countHouseholdMembers(tx, family.householdId);
    if (size + 1 > maxHouseholdSize) {
      throw AppError.conflict(`${family.name}'s household already has ${size} people; a household holds at most ${maxHouseholdSize}. Check that these children are one family.`, { household_size: size, max_household_size: maxHouseholdSize });
    }
    const householdId = family.householdId ?? (await repo.createHousehold(tx, ctx.leagueId, `${family.name.split(' ').at(-1)} household`)).id;
    await repo.setParticipantsHousehold(tx, family.householdId === null ? [joining.id, family.id] : [joining.id], householdId);
    if (joining.householdId !== null) await repo.deleteHouseholdIfEmpty(tx, joining.householdId);
  });
  return getParticipant(ctx, id);
}

/** DELETE /participants/{id}/household/: the participant leaves its household (the others stay together). */
export async function unlinkHousehold(ctx: LeagueContext, id: number): Promise<ParticipantDto> {
  await runTransaction(ctx.db, async (tx) => {
    await lockLeaguePeople(tx, ctx.leagueId);
    const child = await repo.findParticipantHousehold(tx, id, ctx.leagueId);
    if (!child) throw AppError.notFound('Participant');
    if (child.householdId === null) return;
    await repo.setParticipantsHousehold(tx, [child.id], null);
    await repo.deleteHouseholdIfEmpty(tx, child.householdId);
  });
  return getParticipant(ctx, id);
}
