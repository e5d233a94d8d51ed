import type { Db } from '../../lib/db/database.js';

/** A participant of the league with household, and every registration's season, division, team and ratings. */
export function findParticipantWithHistory(db: Db, id: number, leagueId: number) {
  return db.participant.findFirst({
    where: { id, leagueId },
    include: {
      household: { select: { id: true, name: true, participants: { select: { id: true, name: true }, orderBy: { id: 'asc' } } } },
      players: {
        select: {
          id: true,
          overallSkill: true,
          team: { select: { id: true, name: true } },
          division: { select: { id: true, name: true, season: { select: { id: true, name: true, year: true, startDate: true } } } },
          ratings: { select: { rating: true, skill: { select: { id: true, name: true, normalizationFactor: true } } }, orderBy: { skillId: 'asc' } },
        },
      },
    },
  });
}
