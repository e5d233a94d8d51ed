import { adminApi } from '@/lib/admin-api';
import type { Team } from './types';

export interface UpdateTeamInput {
  name: string;
  coach: string | null;
}

export async function updateTeam(id: number, input: UpdateTeamInput): Promise<Team> {
  const { data } = await adminApi.patch<Team>(`/teams/${id}/`, input);
  return data;
}
