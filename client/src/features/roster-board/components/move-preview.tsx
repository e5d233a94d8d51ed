import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Paper, Typography } from '@mui/material';
import type { PlayerDto, TeamDto, TeamTermsDto } from '@league/contract';
import { previewTradeQueryOptions } from '@/api/players/preview-trade';
import { RuleReasons } from '@/components/teams/broken-rules-confirm';
import { apiErrorMessage } from '@/lib/api-client';
import { previewGender } from '@/features/roster-board/lib/gender-preview';

interface MovePreviewProps {
  player: PlayerDto;
  /** The column held over: a team id, or null for Unassigned. */
  toTeam: number | null;
  toName: string;
  players: PlayerDto[];
  teams: TeamDto[];
}

const thirds = (team: TeamTermsDto | undefined) => (team ? `${team.tiers.top} / ${team.tiers.middle} / ${team.tiers.bottom}` : 'none');

/** The server's own measure (the Move dialog's preview), kept while a drag lasts. */
export const boardPreviewQuery = (playerId: number, toTeam: number | null) => ({
  ...previewTradeQueryOptions({ source_player_id: playerId, to_team_id: toTeam }),
  staleTime: 60_000,
});

/** What dropping the held player here would do: strength gap, thirds, genders, rules. */
export function MovePreview({ player, toTeam, toName, players, teams }: MovePreviewProps) {
  const preview = useQuery(boardPreviewQuery(player.id, toTeam));
  const gender = previewGender(players, teams, player, toTeam);
  const gap = preview.data && `${preview.data.before.strength_gap.toFixed(2)} → ${preview.data.after.strength_gap.toFixed(2)}`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="What this move would do" role="region">
      <Typography variant="subtitle2" component="h2">
        If you drop {player.name} on {toName}
      </Typography>
      {preview.isPending && <Typography color="text.secondary">Working out what this move changes...</Typography>}
      {preview.isError && <Alert severity="info">{apiErrorMessage(preview.error) ?? 'Could not work out what this move changes.'}</Alert>}
      {preview.data && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>Strength gap between the strongest and weakest team (total overall skill): {gap}</li>
          {preview.data.after.teams.map((team) => (
            <li key={team.team_id}>
              {team.team_name}: {preview.data.before.teams.find((t) => t.team_id === team.team_id)?.player_count ?? 0} → {team.player_count} players; top / middle /
              bottom third players {thirds(preview.data.before.teams.find((t) => t.team_id === team.team_id))} → {thirds(team)}
            </li>
          ))}
          {gender.changes.map((change) => (
            <li key={change.teamName}>
              {change.teamName}: {change.before} → {change.after}
            </li>
          ))}
          {gender.summary && <li>{gender.summary}</li>}
          {preview.data.breaks_rules.length === 0 && <li>Keeps every saved team rule (groups, locked teams, keep-apart).</li>}
        </Box>
      )}
      {preview.data && preview.data.breaks_rules.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This breaks the division&apos;s saved team rules; you will be asked to confirm:
          <RuleReasons reasons={preview.data.breaks_rules} />
        </Alert>
      )}
    </Paper>
  );
}
