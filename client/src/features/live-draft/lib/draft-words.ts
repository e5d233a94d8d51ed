import { compareTeamStrength, type DraftOrderKind, type DraftPoolPlayerDto, type DraftStateDto, type DraftTeamDto } from '@league/contract';

export const orderChoices: { value: DraftOrderKind; label: string; help: string }[] = [
  { value: 'snake', label: 'Snake', help: 'The order reverses every round: the team that picks last in one round picks first in the next.' },
  { value: 'random', label: 'Random order', help: 'A random order is drawn once; every round goes in that order.' },
  { value: 'manual', label: 'Set by hand', help: 'You put the teams in order; every round goes in that order.' },
  { value: 'dynamic', label: 'Weakest team picks next', help: 'After every pick, the team with the lowest total skill picks next.' },
];

export const orderLabel = (order: DraftOrderKind) => orderChoices.find((c) => c.value === order)?.label ?? order;

export const skillText = (skill: number) => `skill ${skill.toFixed(1)} of 10`;

/** A pool player's overall skill in words: "not rated yet" rather than a 0 nobody gave. */
export const poolSkillText = (player: DraftPoolPlayerDto) => (player.rated === false ? 'not rated yet' : skillText(player.overall_skill ?? 0));

/** "3 players, average skill 6.2 of 10" (no average for an empty team, nor for coaches who may not see skills). */
export function teamSummary(team: DraftTeamDto): string {
  const players = `${team.players} player${team.players === 1 ? '' : 's'}`;
  return team.players === 0 || team.total_skill === undefined ? players : `${players}, average ${skillText(team.total_skill / team.players)}`;
}

/** How far apart the team averages are, on the 0-10 overall-skill scale; null with fewer than two filled teams or without totals. */
export function draftGap(state: DraftStateDto): number | null {
  if (state.teams.some((t) => t.total_skill === undefined)) return null;
  return compareTeamStrength(state.teams.map((t) => ({ total: t.total_skill ?? 0, players: t.players })))?.average_gap ?? null;
}

/** "skill 7.5 of 10 · Shooting 8 of 10 · 152 cm · age 11": only the figures the server sent (decision 0090). */
export function playerFigures(player: DraftPoolPlayerDto): string {
  const parts: string[] = [];
  if (player.overall_skill !== undefined) parts.push(poolSkillText(player));
  for (const s of player.skill_ratings ?? []) parts.push(`${s.name} ${s.rating} of ${s.out_of}`);
  if (player.height_cm !== undefined) parts.push(player.height_cm === null ? 'height not known' : `${Math.round(player.height_cm)} cm`);
  if (player.age !== undefined) parts.push(player.age === null ? 'age not known' : `age ${player.age}`);
  return parts.join(' · ');
}

export const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;
