import { countGenders, describeGenderOutcome, genderCodes, genderNames, genderPluralNames, measureGenderBalance, type GenderCounts, type PlayerDto, type TeamDto } from '@league/contract';

export interface GenderChange {
  teamName: string;
  before: string;
  after: string;
}

const describeCounts = (counts: GenderCounts) => {
  const parts = genderCodes.filter((code) => counts[code]).map((code) => `${counts[code]} ${counts[code] === 1 ? genderNames[code].toLowerCase() : genderPluralNames[code]}`);
  return parts.length ? parts.join(', ') : 'no gender given';
};

/**
 * Gender counts of the teams a move touches, before and after, and whether the division's teams
 * stay even: the contract's own count and measure (decision 0034), on the move applied locally.
 */
export function previewGender(players: PlayerDto[], teams: TeamDto[], player: PlayerDto, toTeam: number | null) {
  const teamOf = (p: PlayerDto, moved: boolean) => (moved && p.id === player.id ? toTeam : p.team);
  const countsOf = (teamId: number, moved: boolean) => countGenders(players.filter((p) => teamOf(p, moved) === teamId).map((p) => p.gender));
  // A division with no gender recorded has nothing to count: no lines rather than "no gender given".
  if (players.every((p) => p.gender === null)) return { changes: [] as GenderChange[], summary: null };
  const touched = teams.filter((team) => team.id === player.team || team.id === toTeam);
  const changes: GenderChange[] = touched.map((team) => ({ teamName: team.name, before: describeCounts(countsOf(team.id, false)), after: describeCounts(countsOf(team.id, true)) }));
  const outcome = measureGenderBalance(teams.map((team) => ({ team_name: team.name, counts: countsOf(team.id, true) })));
  return { changes, summary: describeGenderOutcome(outcome) };
}
