import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { skillRanges, type PlayerFilterValues, type SkillRange } from '@/features/players/player-selection';

interface PlayerFiltersProps {
  birthYears: string[];
  /** The division's siblings or carpool groups; the filter shows only when there is one. */
  groups: string[];
  value: PlayerFilterValues;
  onChange: (next: PlayerFilterValues) => void;
}

interface MultiFilterProps<T extends string> {
  id: string;
  label: string;
  options: { value: T; label: string }[];
  value: T[];
  onChange: (chosen: T[]) => void;
}

const asList = <T extends string>(value: T[] | string) => (typeof value === 'string' ? (value.split(',') as T[]) : value);

function MultiFilter<T extends string>({ id, label, options, value, onChange }: MultiFilterProps<T>) {
  const labelOf = (chosen: T) => options.find((o) => o.value === chosen)?.label ?? chosen;
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<T[]> multiple labelId={`${id}-label`} id={id} label={label} value={value} renderValue={(chosen) => chosen.map(labelOf).join(', ')} onChange={(e) => onChange(asList(e.target.value))}>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const asOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }));

export function PlayerFilters({ birthYears, groups, value, onChange }: PlayerFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <MultiFilter id="players-birth-years" label="Birth Years" options={asOptions(birthYears)} value={value.birthYears} onChange={(birthYears) => onChange({ ...value, birthYears })} />
      <MultiFilter<SkillRange> id="players-skill-ranges" label="Skill Ranges" options={skillRanges} value={value.skillRanges} onChange={(ranges) => onChange({ ...value, skillRanges: ranges })} />
      {groups.length > 0 && (
        <MultiFilter id="players-groups" label="Siblings or Carpool Groups" options={asOptions(groups)} value={value.groups} onChange={(chosen) => onChange({ ...value, groups: chosen })} />
      )}
    </Stack>
  );
}
