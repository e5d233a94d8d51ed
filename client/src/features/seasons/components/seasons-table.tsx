import { Button, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import DeleteIcon from '@mui/icons-material/Delete';
import type { SeasonDto } from '@league/contract';
import { formatPeriod } from '@/features/seasons/season-dates';

interface SeasonsTableProps {
  seasons: SeasonDto[];
  loading: boolean;
  onDelete: (season: SeasonDto) => void;
  /** One season is active at a time: making another active makes this one inactive. */
  onActivate: (season: SeasonDto) => void;
  activating: boolean;
}

export function SeasonsTable({ seasons, loading, onDelete, onActivate, activating }: SeasonsTableProps) {
  if (loading) return <Typography color="text.secondary">Loading seasons...</Typography>;
  if (!seasons.length) return <Typography color="text.secondary">No seasons found for this league. Create one to get started!</Typography>;
  return (
    <ScrollTable label="Seasons" outlined>
      <Table aria-label="Seasons">
        <TableHead>
          <TableRow>
            <TableCell>Season Name</TableCell>
            <TableCell>Year</TableCell>
            <TableCell>Period</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {seasons.map((season) => (
            <TableRow key={season.id}>
              <TableCell>{season.name}</TableCell>
              <TableCell>{season.year}</TableCell>
              <TableCell>{formatPeriod(season.start_date, season.end_date)}</TableCell>
              <TableCell>
                <Chip size="small" label={season.is_active ? 'Active' : 'Inactive'} color={season.is_active ? 'success' : 'default'} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {!season.is_active && (
                  <Button size="small" onClick={() => onActivate(season)} disabled={activating} aria-label={`Make ${season.name} the active season`}>
                    Make active
                  </Button>
                )}
                <IconButton aria-label={`Delete season ${season.name}`} color="error" onClick={() => onDelete(season)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
