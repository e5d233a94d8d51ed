import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { BalancedTeam, BalanceSummary } from '@/features/balancing/api/types';

const formatDays = (days: string[] | null | undefined) => (days && days.length ? days.join(', ') : '—');

type TeamFacts = NonNullable<BalanceSummary['teams']>[number];

export function BalancedTeamCard({ team, facts }: { team: BalancedTeam; facts?: TeamFacts }) {
  const headingId = `preview-team-${team.team_name.replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, overflowX: 'auto' }}>
      <Typography id={headingId} variant="h6" component="h4">
        {team.team_name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Composite total: {team.composite_total.toFixed(2)} · {team.players.length} players
      </Typography>
      {facts && (facts.primary_region || facts.best_practice_days.length > 0) && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {`Main region: ${facts.primary_region ?? '—'} · Best practice days: ${formatDays(facts.best_practice_days)}`}
        </Typography>
      )}
      <Table size="small" aria-label={`${team.team_name} players`}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Composite</TableCell>
            <TableCell>Region</TableCell>
            <TableCell>Unavailable Days</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {team.players.map((player, index) => (
            <TableRow key={`${player.name}-${index}`}>
              <TableCell>{player.name}</TableCell>
              <TableCell align="right">{player.composite.toFixed(2)}</TableCell>
              <TableCell>{player.region || '—'}</TableCell>
              <TableCell>{formatDays(player.unavailable_days)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
