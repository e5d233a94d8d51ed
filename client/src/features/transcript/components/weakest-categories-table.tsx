import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { TranscriptCategoryDto } from '@league/contract';

export function WeakestCategoriesTable({ categories }: { categories: TranscriptCategoryDto[] }) {
  if (categories.length === 0) return <Typography color="text.secondary">Finish a quiz to see which rule areas need practice.</Typography>;
  return (
    <ScrollTable label="Rule areas, weakest first">
      <Table size="small" aria-label="Rule areas, weakest first">
        <TableHead>
          <TableRow>
            <TableCell>Rule area</TableCell>
            <TableCell align="right">Questions answered</TableCell>
            <TableCell align="right">Answered right</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((c) => (
            <TableRow key={c.category}>
              <TableCell>{c.category}</TableCell>
              <TableCell align="right">{c.questions}</TableCell>
              <TableCell align="right">{`${c.correct} (${Math.round(c.share_correct * 100)}%)`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
