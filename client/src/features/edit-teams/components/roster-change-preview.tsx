import { List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RosterChangePreviewDto } from '@league/contract';
import { formatNumber, pluralize } from '@/lib/format';
import { affectedTeams } from '@/features/edit-teams/lib/affected-teams';

const strength = (value: number | null) => formatNumber(value, 1);

/** "3 moves: 3 new players placed; nobody else moves", "2 players change team". */
function describeMoves(moves: RosterChangePreviewDto['moves']): string {
  const placed = moves.filter((m) => m.from_team_id === null).length;
  const others = moves.length - placed;
  if (moves.length === 0) return 'No player changes team.';
  if (placed === 0) return `${pluralize(others, 'player')} ${others === 1 ? 'changes' : 'change'} team:`;
  return `${pluralize(moves.length, 'move')}: ${pluralize(placed, 'new player')} placed; ${others ? `${pluralize(others, 'other player')} moved` : 'nobody else moves'}`;
}

/** Every move of a previewed rebalance or placement, and what it does to each team it touches. */
export function RosterChangePreview({ preview }: { preview: RosterChangePreviewDto }) {
  const { moves, summary } = preview;
  const rows = affectedTeams(preview);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography>
        Gap between the strongest and the weakest team: <strong>{strength(summary.gap_before)}</strong> now, <strong>{strength(summary.gap_after)}</strong> after
        this change (smaller is fairer).
      </Typography>
      <div>
        <Typography variant="subtitle2" component="h3">
          {describeMoves(moves)}
        </Typography>
        <List dense aria-label="Moves">
          {moves.map((m) => (
            <ListItem key={m.player_id} disableGutters>
              <ListItemText primary={`${m.player_name}${m.from_team_id === null ? ' (new player)' : ''}: ${m.from_team_name ?? 'Unassigned'} → ${m.to_team_name}`} />
            </ListItem>
          ))}
        </List>
      </div>
      {rows.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3">
            Teams this changes
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A team&apos;s strength is the sum of its players&apos; overall scores.
          </Typography>
          <Table size="small" aria-label="Teams this changes">
            <TableHead>
              <TableRow>
                <TableCell>Team</TableCell>
                <TableCell align="right">Strength now</TableCell>
                <TableCell align="right">Strength after</TableCell>
                <TableCell align="right">Players now</TableCell>
                <TableCell align="right">Players after</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.name}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{strength(row.before?.composite_total ?? null)}</TableCell>
                  <TableCell align="right">{row.after ? strength(row.after.composite_total) : 'team removed'}</TableCell>
                  <TableCell align="right">{row.before?.player_count ?? 'new team'}</TableCell>
                  <TableCell align="right">{row.after?.player_count ?? 0}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {summary.warnings.map((warning) => (
        <Typography key={warning} variant="body2" color="text.secondary">
          {warning}
        </Typography>
      ))}
    </Stack>
  );
}
