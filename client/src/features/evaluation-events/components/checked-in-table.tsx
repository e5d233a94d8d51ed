import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { EvaluationDeskPlayerDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';
import { noValue } from '@/lib/format';

interface CheckedInTableProps {
  players: (EvaluationDeskPlayerDto & { bib: number })[];
  label: string;
  /** The desk's "Undo" for a mistaken check-in; the printouts have none. */
  onUndo?: (player: EvaluationDeskPlayerDto & { bib: number }) => void;
  undoing?: boolean;
}

/** The children with a bib, by bib: the desk's view and the printed check-in sheet. */
export function CheckedInTable({ players, label, onUndo, undoing = false }: CheckedInTableProps) {
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
            {onUndo && <TableCell>Mistake?</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((p) => (
            <TableRow key={p.player_id}>
              <TableCell>{p.bib}</TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.household ?? noValue}</TableCell>
              <TableCell>{p.walk_up ? 'Walk-up at the desk' : 'Before the day'}</TableCell>
              {onUndo && (
                <TableCell>
                  <Button size="small" onClick={() => onUndo(p)} disabled={undoing} aria-label={`Undo the check-in of ${p.name}, bib ${p.bib}`}>
                    Undo check-in
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
