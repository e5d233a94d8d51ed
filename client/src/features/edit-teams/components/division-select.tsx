import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import type { DivisionDto } from '@league/contract';

interface DivisionSelectProps {
  id: string;
  divisions: DivisionDto[];
  value: number | null;
  onChange: (division: number | null) => void;
}

export function DivisionSelect({ id, divisions, value, onChange }: DivisionSelectProps) {
  return (
    <FormControl fullWidth required>
      <InputLabel id={`${id}-label`}>Division</InputLabel>
      <Select labelId={`${id}-label`} id={id} label="Division" value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        {divisions.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
