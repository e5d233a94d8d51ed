import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useSeasons } from '@/api/seasons/list-seasons';

/** The season whose schedule is made: the schedule and gym time belong to a season, not a division. */
export function SeasonSelect({ seasonId, onChange }: { seasonId: number | null; onChange: (seasonId: number | null) => void }) {
  const { seasons } = useSeasons();
  return (
    <FormControl fullWidth sx={{ maxWidth: 420 }}>
      <InputLabel id="season-schedule-season-label">Season</InputLabel>
      <Select
        labelId="season-schedule-season-label"
        id="season-schedule-season"
        label="Season"
        // Empty until the seasons load: a value with no option yet is an out-of-range select.
        value={seasons.some((s) => s.id === seasonId) ? String(seasonId) : ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        {seasons.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
