import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { skillRanges, type PlayerFilterValues, type SkillRange } from '@/features/players/player-selection';

interface PlayerFiltersProps {
  birthYears: string[];
  value: PlayerFilterValues;
  onChange: (next: PlayerFilterValues) => void;
}

const asList = <T extends string>(value: T[] | string) => (typeof value === 'string' ? (value.split(',') as T[]) : value);
const rangeLabel = (range: SkillRange) => skillRanges.find((r) => r.value === range)?.label ?? range;

export function PlayerFilters({ birthYears, value, onChange }: PlayerFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl fullWidth size="small">
        <InputLabel id="players-birth-years-label">Birth Years</InputLabel>
        <Select<string[]>
          multiple
          labelId="players-birth-years-label"
          id="players-birth-years"
          label="Birth Years"
          value={value.birthYears}
          renderValue={(years) => years.join(', ')}
          onChange={(e) => onChange({ ...value, birthYears: asList(e.target.value) })}
        >
          {birthYears.map((year) => (
            <MenuItem key={year} value={year}>{year}</MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth size="small">
        <InputLabel id="players-skill-ranges-label">Skill Ranges</InputLabel>
        <Select<SkillRange[]>
          multiple
          labelId="players-skill-ranges-label"
          id="players-skill-ranges"
          label="Skill Ranges"
          value={value.skillRanges}
          renderValue={(ranges) => ranges.map(rangeLabel).join(', ')}
          onChange={(e) => onChange({ ...value, skillRanges: asList(e.target.value) })}
        >
          {skillRanges.map((range) => (
            <MenuItem key={range.value} value={range.value}>{range.label}</MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
