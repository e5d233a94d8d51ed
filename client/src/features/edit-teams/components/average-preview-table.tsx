import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AveragePreviewRow } from '@/features/edit-teams/lib/average-preview';
import { formatNumber, noValue } from '@/lib/format';

interface AveragePreviewTableProps {
  rows: AveragePreviewRow[];
  teamNames: Map<number, string>;
}

export function AveragePreviewTable({ rows, teamNames }: AveragePreviewTableProps) {
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Team average preview
      </Typography>
      <Table size="small" aria-label="Team average preview">
        <TableHead>
          <TableRow>
            <TableCell>Team</TableCell>
            <TableCell align="right">Before</TableCell>
            <TableCell align="right">After</TableCell>
            <TableCell align="right">Change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const change = row.after !== null && row.before !== null ? row.after - row.before : null;
            return (
              <TableRow key={row.teamId}>
                <TableCell>{teamNames.get(row.teamId) ?? `Team ${row.teamId}`}</TableCell>
                <TableCell align="right">{formatNumber(row.before)}</TableCell>
                <TableCell align="right">{formatNumber(row.after)}</TableCell>
                <TableCell align="right">{change === null ? noValue : `${change >= 0 ? '+' : ''}${change.toFixed(2)}`}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
