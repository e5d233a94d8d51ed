import axios from 'axios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { rosterHistoryKeys } from '@/api/roster-history/list-roster-history';
import { teamsKeys } from '@/api/teams/list-teams';
import type { ApplyRosterRequest, ApplyRosterResultDto, RosterChangePreviewDto, RosterChangeSaveKind } from '@league/contract';
import { rosterPreviewKeys } from './roster-preview-keys';

export async function applyRoster(input: ApplyRosterRequest): Promise<ApplyRosterResultDto> {
  const { data } = await adminApi.post<ApplyRosterResultDto>('/players/apply_roster/', input);
  return data;
}

/** The save request for a preview: every player on the team the preview put them on. */
export function toApplyRosterRequest(leagueId: number, divisionId: number, kind: RosterChangeSaveKind, preview: RosterChangePreviewDto): ApplyRosterRequest {
  return {
    league_id: leagueId,
    division_id: divisionId,
    kind,
    assignment: preview.results.flatMap((team) => team.players.map((p) => ({ player_id: p.player_id, team_id: team.team_id, team_name: team.team_name }))),
    expected_version: preview.roster_version,
  };
}

/** 409: someone changed the division after the preview was computed, so it no longer applies. */
export const isStalePreview = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 409;

/** A saved change moves players between teams, changes team scores and adds a history version. */
export function useApplyRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRoster,
    onSuccess: () => invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all, rosterHistoryKeys.all, rosterPreviewKeys.all]),
  });
}
