import type { SkillAverage, TierCountsDto } from '@league/contract';
import { round, toDisplayRating } from '../../lib/composite.js';
import { assignTiers, tierNames } from '../balancing/index.js';

interface ProfiledTeam {
  id: number;
  divisionId: number;
  players: { overallSkill: number }[];
}

/**
 * Top / middle / bottom counts per team id. The thirds are the optimizer's own (assignTiers),
 * taken over the players on the division's teams: `teams` must hold whole divisions.
 */
export function profileTeams(teams: ProfiledTeam[]): Map<number, TierCountsDto> {
  const profiles = new Map<number, TierCountsDto>();
  const byDivision = new Map<number, ProfiledTeam[]>();
  for (const team of teams) byDivision.set(team.divisionId, [...(byDivision.get(team.divisionId) ?? []), team]);
  for (const divisionTeams of byDivision.values()) {
    const owners = divisionTeams.flatMap((t) => t.players.map(() => t.id));
    const tiers = assignTiers(divisionTeams.flatMap((t) => t.players.map((p) => p.overallSkill)));
    for (const team of divisionTeams) profiles.set(team.id, { top: 0, middle: 0, bottom: 0 });
    owners.forEach((teamId, i) => (profiles.get(teamId)![tierNames[tiers[i]!]!] += 1));
  }
  return profiles;
}

interface RatedPlayer {
  ratings: { skillId: number; rating: number }[];
}

/** Each skill's team average on the 0-10 scale, over the players rated in it. */
export function averageSkills(players: RatedPlayer[], skills: { id: number; name: string; normalizationFactor: number }[]): SkillAverage[] {
  return skills.map((skill) => {
    const ratings = players.flatMap((p) => p.ratings.filter((r) => r.skillId === skill.id).map((r) => toDisplayRating(r.rating, skill.normalizationFactor)));
    return { skill_id: skill.id, skill_name: skill.name, average: ratings.length ? round(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2) : null };
  });
}
