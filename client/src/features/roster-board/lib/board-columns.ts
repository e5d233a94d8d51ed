import type { PlayerDto, TeamDto } from '@league/contract';

/** A column of the board: a team, or the players on no team (teamId null). */
export interface BoardColumn {
  id: string;
  teamId: number | null;
  name: string;
  players: PlayerDto[];
}

export const unassignedColumnId = 'column-unassigned';
export const columnIdOf = (teamId: number | null) => (teamId === null ? unassignedColumnId : `column-team-${teamId}`);

/** Every team of the division in the list's order, then Unassigned. */
export function buildColumns(teams: TeamDto[], players: PlayerDto[]): BoardColumn[] {
  const columns: BoardColumn[] = teams.map((team) => ({ id: columnIdOf(team.id), teamId: team.id, name: team.name, players: [] }));
  const unassigned: BoardColumn = { id: unassignedColumnId, teamId: null, name: 'Unassigned', players: [] };
  const byTeam = new Map(columns.map((column) => [column.teamId, column]));
  for (const player of players) (byTeam.get(player.team) ?? unassigned).players.push(player);
  return [...columns, unassigned];
}

/** Sum of the players' overall skill: what the strength gap compares. */
export const strengthTotal = (players: PlayerDto[]) => players.reduce((sum, p) => sum + p.overall_skill, 0);
