import { Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { PayStatementDto, RefereePayDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatNumber, pluralize } from '@/lib/format';
import { GameCells, GameHeadCells } from './game-cells';

function RefereePay({ referee }: { referee: RefereePayDto }) {
  const label = `${referee.referee_name}'s games`;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {referee.referee_name}: {pluralize(referee.games, 'game')}, fees {formatNumber(referee.total)}
      </Typography>
      <ScrollTable label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <GameHeadCells />
              <TableCell>Role</TableCell>
              <TableCell align="right">Fee</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {referee.lines.map((l) => (
              <TableRow key={l.assignment_id}>
                <GameCells game={l} />
                <TableCell>{l.role}</TableCell>
                <TableCell align="right">{formatNumber(l.fee)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5}>Total for {pluralize(referee.games, 'game')}</TableCell>
              <TableCell align="right">{formatNumber(referee.total)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

/** The grand total first (what the treasurer pays out), then each referee by name. */
export function PayStatementView({ statement }: { statement: PayStatementDto }) {
  if (statement.referees.length === 0) return <Typography>No referee has a game to be paid for in these dates.</Typography>;
  return (
    <Stack spacing={3}>
      <Typography sx={{ fontWeight: 600 }}>
        All referees: {pluralize(statement.games, 'game')}, fees {formatNumber(statement.total)}
      </Typography>
      {statement.referees.map((r) => (
        <RefereePay key={r.referee_id} referee={r} />
      ))}
    </Stack>
  );
}
