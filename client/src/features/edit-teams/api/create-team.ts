import { adminApi } from '@/lib/admin-api';
import type { TeamDto } from '@league/contract';

export interface CreateTeamInput {
  name: string;
  division: number;
  league: number;
}

export async function createTeam(input: CreateTeamInput): Promise<TeamDto> {
  const { data } = await adminApi.post<TeamDto>('/teams/', input);
  return data;
}
