import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import type { BoardView } from '@/features/roster-board/lib/board-view';

interface BoardFiltersProps {
  headers: string[];
  view: BoardView;
  onChange: (view: BoardView) => void;
}

/** Sort and filter every column by a column kept from the registration file. */
export function BoardFilters({ headers, view, onChange }: BoardFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl fullWidth size="small">
        <InputLabel id="board-sort-label">Sort players by</InputLabel>
        <Select labelId="board-sort-label" id="board-sort" label="Sort players by" value={view.sortBy} onChange={(e) => onChange({ ...view, sortBy: e.target.value })}>
          <MenuItem value="name">Name</MenuItem>
          <MenuItem value="skill">Overall skill, strongest first</MenuItem>
          {headers.map((header) => (
            <MenuItem key={header} value={header}>
              {header} (registration)
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth size="small" disabled={headers.length === 0}>
        <InputLabel id="board-filter-column-label">Filter on</InputLabel>
        <Select labelId="board-filter-column-label" id="board-filter-column" label="Filter on" value={view.filterColumn} onChange={(e) => onChange({ ...view, filterColumn: e.target.value })}>
          <MenuItem value="">Any registration column</MenuItem>
          {headers.map((header) => (
            <MenuItem key={header} value={header}>
              {header}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        fullWidth
        size="small"
        label="Show players whose answer contains"
        value={view.filterText}
        disabled={headers.length === 0}
        helperText={headers.length === 0 ? 'This division has no columns kept from a registration file.' : undefined}
        onChange={(e) => onChange({ ...view, filterText: e.target.value })}
      />
    </Stack>
  );
}
