import type { BalancedTeamDto } from '@/features/balancing/api/types';
import type { PersistPlayerRequest, PersistTeamsRequest } from '@/features/balancing/api/persist-types';

// Rule values travel too, so later trades and moves can check the groups, locks and apart sets they came from.
// A stored player's id makes the save move that player instead of creating one (decision 0040).
const persistedFields = ['player_id', 'email', 'date_of_birth', 'height_cm', 'region', 'unavailable_days', 'ratings', 'group', 'lock', 'apart', 'gender', 'requests', 'additional_data'] as const;

/** The previewed teams as the save call takes them: exactly what each preview player carries, minus display-only fields. */
export function toPersistTeams(results: BalancedTeamDto[]): PersistTeamsRequest['teams'] {
  return results.map((team) => ({
    team_name: team.team_name,
    // The volunteer parent becomes the saved team's coach (decision 0064).
    ...(team.coach_name ? { coach_name: team.coach_name } : {}),
    players: team.players.map((player) => {
      const saved: PersistPlayerRequest = { name: player.name };
      for (const field of persistedFields) {
        if (player[field] !== undefined && player[field] !== null) Object.assign(saved, { [field]: player[field] });
      }
      return saved;
    }),
  }));
}
