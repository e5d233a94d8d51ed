import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { noValue } from '@/lib/format';

/** The children with a bib, by bib: the desk's view and the printed check-in sheet. */
export function CheckedInTable({ players, label }: { players: (EvaluationDeskPlayerDto & { bib: number })[]; label: string }) {
  if (players.length === 0) return <Typography color="text.secondary">No child is checked in yet.</Typography>;
  return (
    <ScrollTable label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Bib</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Household</TableCell>
            <TableCell>Registered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((p) => (
            <TableRow key={p.player_id}>
              <TableCell>{p.bib}</TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.household ?? noValue}</TableCell>
              <TableCell>{p.walk_up ? 'Walk-up at the desk' : 'Before the day'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
