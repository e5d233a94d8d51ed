import type { DraftEventDto, DraftStateDto } from '@league/contract';

/**
 * The coach's copy of the draft after one streamed event: a whole state replaces it (on connect,
 * after a reconnect, a pause, an undo), a pick moves its player from the pool to the team.
 * `your_team_id` only comes with the first read, so it is kept.
 */
export function applyDraftEvent(current: DraftStateDto | undefined, event: DraftEventDto): DraftStateDto | undefined {
  if (event.type === 'state') return { ...event.draft, your_team_id: current?.your_team_id ?? event.draft.your_team_id };
  if (!current || current.picks.some((p) => p.pick_number === event.pick.pick_number)) return current;
  const { pick } = event;
  const player = current.pool.find((p) => p.id === pick.player_id);
  return {
    ...current,
    on_the_clock: event.on_the_clock,
    picks: [...current.picks, pick],
    pool: current.pool.filter((p) => p.id !== pick.player_id),
    teams: current.teams.map((team) =>
      team.team_id !== pick.team_id
        ? team
        : // A coach who may not see skills has no totals to add to.
          { ...team, players: team.players + 1, ...(team.total_skill === undefined ? {} : { total_skill: team.total_skill + (player?.overall_skill ?? 0) }) },
    ),
  };
}
