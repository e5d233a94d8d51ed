import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useDivisions } from '@/api/divisions/list-divisions';

interface SeasonDivisionSelectsProps {
  seasonId: number | null;
  divisionId: number | null;
  /** Changing the season clears the division (the spec's rule); callers clear what depends on it. */
  onChange: (next: { seasonId: number | null; divisionId: number | null }) => void;
  /** Adds an "All" choice to both selects (View Teams filters). */
  allowAll?: boolean;
  idPrefix: string;
}

export function SeasonDivisionSelects({ seasonId, divisionId, onChange, allowAll = false, idPrefix }: SeasonDivisionSelectsProps) {
  const { seasons } = useSeasons();
  const { divisions } = useDivisions({ season: seasonId }, { enabled: allowAll || !!seasonId });
  const toValue = (id: number | null) => (id === null ? '' : String(id));
  const fromValue = (value: string) => (value === '' ? null : Number(value));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <FormControl fullWidth>
        <InputLabel id={`${idPrefix}-season-label`}>Season</InputLabel>
        <Select
          labelId={`${idPrefix}-season-label`}
          id={`${idPrefix}-season`}
          label="Season"
          value={toValue(seasonId)}
          onChange={(e) => onChange({ seasonId: fromValue(e.target.value), divisionId: null })}
        >
          {allowAll && <MenuItem value="">All</MenuItem>}
          {seasons.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>{s.name}</MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth disabled={!allowAll && !seasonId}>
        <InputLabel id={`${idPrefix}-division-label`}>Division</InputLabel>
        <Select
          labelId={`${idPrefix}-division-label`}
          id={`${idPrefix}-division`}
          label="Division"
          value={toValue(divisionId)}
          onChange={(e) => onChange({ seasonId, divisionId: fromValue(e.target.value) })}
        >
          {allowAll && <MenuItem value="">All</MenuItem>}
          {divisions.map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>{d.name}</MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
