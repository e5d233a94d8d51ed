import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { teamsKeys } from '@/api/teams/list-teams';
import type { RestoreRosterResult } from '@league/contract';
import { rosterHistoryKeys } from './list-roster-history';

export async function restoreRosterVersion(divisionId: number, version: number): Promise<RestoreRosterResult> {
  const { data } = await adminApi.post<RestoreRosterResult>(`/divisions/${divisionId}/history/${version}/restore/`);
  return data;
}

/** "Restored version 3. Not brought back: 1 deleted player (Ann Lee)." for the success message. */
export function describeRestore(version: number, result: RestoreRosterResult): string {
  const gone = [
    result.missing_players.length ? `${result.missing_players.length} deleted player${result.missing_players.length === 1 ? '' : 's'} (${result.missing_players.map((p) => p.name).join(', ')})` : '',
    result.missing_teams.length ? `${result.missing_teams.length} deleted team${result.missing_teams.length === 1 ? '' : 's'} (${result.missing_teams.map((t) => t.name).join(', ')}); their players are Unassigned` : '',
  ].filter(Boolean);
  return `Restored the roster of version ${version}.${gone.length ? ` Not brought back: ${gone.join('; ')}.` : ''}`;
}

/** A restore changes rosters, team scores and the history itself. */
export function useRestoreRosterVersion(divisionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreRosterVersion(divisionId, version),
    onSuccess: () => invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all, rosterHistoryKeys.all]),
  });
}
