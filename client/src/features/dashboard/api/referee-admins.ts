import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteRefereeAdminInput, UserDto } from '@league/contract';
import { adminApi } from '@/lib/admin-api';
import { apiErrorMessage } from '@/lib/api-client';

export const refereeAdminKeys = { all: ['referee-admins'] as const };

export async function listRefereeAdmins(): Promise<UserDto[]> {
  const { data } = await adminApi.get<{ count: number; results: UserDto[] }>('/referees/admins/');
  return data.results;
}

export function useRefereeAdmins() {
  return useQuery({ queryKey: refereeAdminKeys.all, queryFn: listRefereeAdmins });
}

/** Creates the league's referee administrator; a refusal arrives as the server's sentence. */
export async function inviteRefereeAdmin(input: InviteRefereeAdminInput): Promise<UserDto> {
  try {
    const { data } = await adminApi.post<UserDto>('/referees/admins/', input);
    return data;
  } catch (error) {
    throw new Error(apiErrorMessage(error) ?? 'The referee administrator could not be added. Please try again.', { cause: error });
  }
}

export function useInviteRefereeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteRefereeAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: refereeAdminKeys.all }) });
}
