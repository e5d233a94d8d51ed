import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import DeleteIcon from '@mui/icons-material/Delete';
import type { DivisionDto } from '@league/contract';
import { formatAgeRange } from '@/features/divisions/format-age-range';

interface DivisionsTableProps {
  divisions: DivisionDto[];
  loading: boolean;
  onDelete: (division: DivisionDto) => void;
}

export function DivisionsTable({ divisions, loading, onDelete }: DivisionsTableProps) {
  if (loading) return <Typography color="text.secondary">Loading divisions...</Typography>;
  if (!divisions.length) return <Typography color="text.secondary">No divisions found. Create one to get started!</Typography>;
  return (
    <ScrollTable label="Divisions" outlined>
      <Table aria-label="Divisions">
        <TableHead>
          <TableRow>
            <TableCell>Division Name</TableCell>
            <TableCell>Season</TableCell>
            <TableCell>Age Range</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {divisions.map((division) => (
            <TableRow key={division.id}>
              <TableCell>{division.name}</TableCell>
              <TableCell>{division.season_name}</TableCell>
              <TableCell>{formatAgeRange(division.min_age, division.max_age)}</TableCell>
              <TableCell align="right">
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(division)} aria-label={`Delete division ${division.name}`}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
