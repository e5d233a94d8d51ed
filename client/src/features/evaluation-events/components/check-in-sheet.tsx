import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatCalendarDay } from '@/lib/format-calendar-day';

/** Blank rows at the end for walk-ups written by hand when the desk is on paper. */
const blankRows = 10;

/** Every registered child by name, with the bib when already given and a box to tick on arrival. */
export function CheckInSheet({ players }: { players: EvaluationDeskPlayerDto[] }) {
  if (players.length === 0) return <Typography color="text.secondary">This division has no players yet.</Typography>;
  const sorted = [...players].sort((a, b) => a.name.localeCompare(b.name));
  const box = <span aria-hidden="true">☐</span>;
  return (
    <ScrollTable label="Check-in sheet">
      <Table size="small" aria-label="Check-in sheet">
        <TableHead>
          <TableRow>
            <TableCell>Here</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Household</TableCell>
            <TableCell>Born</TableCell>
            <TableCell>Bib</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((p) => (
            <TableRow key={p.player_id}>
              <TableCell>{p.bib !== null ? '✓' : box}</TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.household ?? ''}</TableCell>
              <TableCell>{p.date_of_birth ? formatCalendarDay(p.date_of_birth) : ''}</TableCell>
              <TableCell>{p.bib ?? ''}</TableCell>
            </TableRow>
          ))}
          {Array.from({ length: blankRows }, (_, i) => (
            <TableRow key={`blank-${i}`} aria-hidden="true" sx={{ height: 36 }}>
              <TableCell>{box}</TableCell>
              <TableCell colSpan={4} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
