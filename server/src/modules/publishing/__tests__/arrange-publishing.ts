import type { Db } from '../../../lib/db/database.js';
import { unique } from '../../../testing/factories.js';
import { createDivision, createPlayer, createTeam } from '../../../testing/league-fixtures.js';

/** A child registered in the division with a parent's address (siblings share a household). */
export async function addChild(db: Db, division: { id: number; leagueId: number }, teamId: number | null, options: { parentEmail?: string; householdId?: number } = {}) {
  const player = await createPlayer(db, division, { name: unique('Kid '), teamId });
  const parentEmail = options.parentEmail ?? `${unique('parent-')}@example.org`;
  await db.participant.update({
    where: { id: player.participantId! },
    data: { emails: [parentEmail], guardianNames: [unique('Parent ')], phones: ['+1 555 0100'], householdId: options.householdId ?? null },
  });
  return { ...player, parentEmail };
}

/**
 * Two teams with coaches who have an address; three families: siblings split over both teams
 * (one household, one address) and one child on each team.
 */
export async function arrangeDivision(db: Db, leagueId: number) {
  const division = await createDivision(db, leagueId);
  const hawksCoach = `${unique('coach-')}@example.org`;
  const owlsCoach = `${unique('coach-')}@example.org`;
  const hawks = await createTeam(db, division.id, leagueId, { name: 'Hawks', coach: 'Dana Hawk' });
  const owls = await createTeam(db, division.id, leagueId, { name: 'Owls', coach: 'Sam Owl' });
  await db.team.update({ where: { id: hawks.id }, data: { coachEmail: hawksCoach, coachPhone: '+1 555 0111', practiceDetails: 'Tuesdays 6 pm, North gym' } });
  await db.team.update({ where: { id: owls.id }, data: { coachEmail: owlsCoach } });
  const household = await db.household.create({ data: { leagueId, name: 'Lee household' } });
  const siblingsEmail = `${unique('lee-')}@example.org`;
  const siblingA = await addChild(db, division, hawks.id, { parentEmail: siblingsEmail, householdId: household.id });
  const siblingB = await addChild(db, division, owls.id, { parentEmail: siblingsEmail, householdId: household.id });
  const hawkKid = await addChild(db, division, hawks.id);
  const owlKid = await addChild(db, division, owls.id);
  return { division, hawks, owls, hawksCoach, owlsCoach, siblingA, siblingB, hawkKid, owlKid, familyEmails: [siblingsEmail, hawkKid.parentEmail, owlKid.parentEmail] };
}
