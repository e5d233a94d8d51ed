import type { ParticipantDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { toDisplayRating } from '../../lib/composite.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { findParticipantWithHistory } from './participant.repository.js';
import { isoDate } from './people.repository.js';
import { ageOn } from '../../lib/age.js';

// Re-exported for the tests that read it here; the rule is lib's (the ratings module uses it too).
export { ageOn };

/** GET /participants/{id}/: the player page's person, seasons played, teams and ratings (decision 0039). */
export async function getParticipant(ctx: LeagueContext, id: number): Promise<ParticipantDto> {
  const found = await findParticipantWithHistory(ctx.db, id, ctx.leagueId);
  if (!found) throw AppError.notFound('Participant');
  const born = isoDate(found.dateOfBirth);
  const registrations = found.players.map((p) => {
    const start = isoDate(p.division.season.startDate)!;
    return {
      player_id: p.id,
      season: { id: p.division.season.id, name: p.division.season.name, year: p.division.season.year, start_date: start },
      division: { id: p.division.id, name: p.division.name },
      team: p.team,
      age_then: born ? ageOn(born, start) : null,
      overall_skill: p.overallSkill,
      ratings: p.ratings.map((r) => ({
        skill_id: r.skill.id, skill_name: r.skill.name, rating: r.rating, normalization_factor: r.skill.normalizationFactor, display_rating: toDisplayRating(r.rating, r.skill.normalizationFactor),
      })),
    };
  });
  registrations.sort((a, b) => b.season.start_date.localeCompare(a.season.start_date) || b.player_id - a.player_id);
  return {
    id: found.id, name: found.name, date_of_birth: born, gender: found.gender, registration_id: found.registrationId,
    guardian_names: found.guardianNames, emails: found.emails, phones: found.phones,
    household: found.household ? { id: found.household.id, name: found.household.name, members: found.household.participants } : null,
    registrations,
  };
}
