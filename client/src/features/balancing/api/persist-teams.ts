import axios from 'axios';
import { adminApi } from '@/lib/admin-api';
import type { PersistTeamsRequest } from './persist-types';

/** The division already has teams; the server only replaces them when asked to. */
export class TeamsExistError extends Error {}

export async function persistTeams(input: PersistTeamsRequest): Promise<void> {
  try {
    await adminApi.post('/players/persist_teams/', input);
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 409) throw new TeamsExistError('The division already has teams.', { cause: error });
    throw error;
  }
}
