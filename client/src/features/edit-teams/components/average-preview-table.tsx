import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AveragePreviewRow } from '@/features/edit-teams/lib/average-preview';

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
            const change = row.after - row.before;
            return (
              <TableRow key={row.teamId}>
                <TableCell>{teamNames.get(row.teamId) ?? `Team ${row.teamId}`}</TableCell>
                <TableCell align="right">{row.before.toFixed(2)}</TableCell>
                <TableCell align="right">{row.after.toFixed(2)}</TableCell>
                <TableCell align="right">{`${change >= 0 ? '+' : ''}${change.toFixed(2)}`}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
