import { compareTeamStrength, type DraftOrderKind, type DraftStateDto, type DraftTeamDto } from '@league/contract';

export const orderChoices: { value: DraftOrderKind; label: string; help: string }[] = [
  { value: 'snake', label: 'Snake', help: 'The order reverses every round: the team that picks last in one round picks first in the next.' },
  { value: 'random', label: 'Random order', help: 'A random order is drawn once; every round goes in that order.' },
  { value: 'manual', label: 'Set by hand', help: 'You put the teams in order; every round goes in that order.' },
  { value: 'dynamic', label: 'Weakest team picks next', help: 'After every pick, the team with the lowest total skill picks next.' },
];

export const orderLabel = (order: DraftOrderKind) => orderChoices.find((c) => c.value === order)?.label ?? order;

export const skillText = (skill: number) => `skill ${skill.toFixed(1)} of 10`;

/** "3 players, average skill 6.2 of 10" (no average for an empty team). */
export function teamSummary(team: DraftTeamDto): string {
  const players = `${team.players} player${team.players === 1 ? '' : 's'}`;
  return team.players === 0 ? players : `${players}, average ${skillText(team.total_skill / team.players)}`;
}

/** How far apart the team averages are, on the 0-10 overall-skill scale; null with fewer than two filled teams. */
export const draftGap = (state: DraftStateDto) => compareTeamStrength(state.teams.map((t) => ({ total: t.total_skill, players: t.players })))?.average_gap ?? null;

export const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;
