import { adminApi } from '@/lib/admin-api';
import type { TeamDto as Team } from '@league/contract';

export interface CreateTeamInput {
  name: string;
  division: number;
  league: number;
}

export async function createTeam(input: CreateTeamInput): Promise<Team> {
  const { data } = await adminApi.post<Team>('/teams/', input);
  return data;
}
