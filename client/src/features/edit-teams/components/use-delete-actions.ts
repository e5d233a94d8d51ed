import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDto } from '@league/contract';
import type { TeamDto } from '@league/contract';
import { invalidateQueries } from '@/api/invalidate-queries';
import { playersKeys } from '@/api/players/list-players';
import { rosterHistoryKeys } from '@/api/roster-history/list-roster-history';
import { teamsKeys } from '@/api/teams/list-teams';
import { deletePlayer } from '@/features/edit-teams/api/delete-player';
import { deleteTeam } from '@/features/edit-teams/api/delete-team';

export type PendingDelete = { kind: 'team'; team: TeamDto } | { kind: 'player'; player: PlayerDto } | null;

/** Confirmed deletes; the spec shows nothing when they fail, so failures go to the console only. */
export function useDeleteActions() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingDelete>(null);
  const refresh = () => invalidateQueries(queryClient, [playersKeys.all, teamsKeys.all, rosterHistoryKeys.all]);
  const removeTeam = useMutation({ mutationFn: deleteTeam, onSuccess: refresh, onError: (e) => console.error('Delete team failed', e) });
  const removePlayer = useMutation({ mutationFn: deletePlayer, onSuccess: refresh, onError: (e) => console.error('Delete player failed', e) });

  function confirm() {
    if (pending?.kind === 'team') removeTeam.mutate(pending.team.id);
    if (pending?.kind === 'player') removePlayer.mutate(pending.player.id);
    setPending(null);
  }

  const dialog = pending && {
    title: pending.kind === 'team' ? `Delete ${pending.team.name}?` : `Delete ${pending.player.name}?`,
    message:
      pending.kind === 'team'
        ? 'The team is deleted and its players become unassigned; they stay in the division.'
        : "The player and their skill ratings are deleted. This can't be undone.",
  };

  return { pending, dialog, askTeam: (team: TeamDto) => setPending({ kind: 'team', team }), askPlayer: (player: PlayerDto) => setPending({ kind: 'player', player }), confirm, cancel: () => setPending(null) };
}
