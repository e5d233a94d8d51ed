import { countTiers, type SkillAverage, type TierCountsDto } from '@league/contract';
import { round } from '../../lib/composite.js';

interface ProfiledTeam {
  id: number;
  divisionId: number;
  players: { overallSkill: number }[];
}

/**
 * Top / middle / bottom counts per team id, by the one tier rule the preview uses too
 * (countTiers, decision 0058), over the players on the division's teams: `teams` must hold
 * whole divisions.
 */
export function profileTeams(teams: ProfiledTeam[]): Map<number, TierCountsDto> {
  const profiles = new Map<number, TierCountsDto>();
  const byDivision = new Map<number, ProfiledTeam[]>();
  for (const team of teams) byDivision.set(team.divisionId, [...(byDivision.get(team.divisionId) ?? []), team]);
  for (const divisionTeams of byDivision.values()) {
    const counts = countTiers(divisionTeams.map((t) => t.players.map((p) => p.overallSkill)));
    divisionTeams.forEach((team, t) => profiles.set(team.id, counts[t]!));
  }
  return profiles;
}

interface RatedPlayer {
  ratings: { skillId: number; rating: number }[];
}

/** Each skill's team average on the skill's own scale (ratings are stored on it), over the players rated in it: one pass over the ratings. */
export function averageSkills(players: RatedPlayer[], skills: { id: number; name: string; normalizationFactor: number }[]): SkillAverage[] {
  const totals = new Map<number, { sum: number; count: number }>(skills.map((skill) => [skill.id, { sum: 0, count: 0 }]));
  for (const player of players) {
    for (const r of player.ratings) {
      const total = totals.get(r.skillId);
      if (!total) continue;
      total.sum += r.rating;
      total.count += 1;
    }
  }
  return skills.map((skill) => {
    const { sum, count } = totals.get(skill.id)!;
    return { skill_id: skill.id, skill_name: skill.name, average: count ? round(sum / count, 2) : null, scale: skill.normalizationFactor };
  });
}
