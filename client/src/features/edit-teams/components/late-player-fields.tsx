import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { genderCodes, genderNames } from '@league/contract';
import type { LatePlayerFields } from '@/features/edit-teams/lib/late-player';

interface LatePlayerFieldsProps {
  idPrefix: string;
  fields: LatePlayerFields;
  households: { key: string; label: string }[];
  onChange: (fields: LatePlayerFields) => void;
}

export function LatePlayerFieldsInputs({ idPrefix, fields, households, onChange }: LatePlayerFieldsProps) {
  const set = (key: keyof LatePlayerFields) => (e: { target: { value: string } }) => onChange({ ...fields, [key]: e.target.value });
  return (
    <Stack spacing={2}>
      <FormControl fullWidth>
        <InputLabel id={`${idPrefix}-gender-label`}>Gender</InputLabel>
        <Select labelId={`${idPrefix}-gender-label`} id={`${idPrefix}-gender`} label="Gender" value={fields.gender} onChange={set('gender')}>
          <MenuItem value="">Not given</MenuItem>
          {genderCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {genderNames[code]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl fullWidth disabled={households.length === 0}>
        <InputLabel id={`${idPrefix}-household-label`}>Siblings in this division</InputLabel>
        <Select labelId={`${idPrefix}-household-label`} id={`${idPrefix}-household`} label="Siblings in this division" value={fields.household} onChange={set('household')}>
          <MenuItem value="">None</MenuItem>
          {households.map((h) => (
            <MenuItem key={h.key} value={h.key}>
              {h.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField id={`${idPrefix}-requests`} label="Requested teammates" value={fields.requests} onChange={set('requests')} helperText="Names as the parent wrote them; separate several with ;" />
      <TextField id={`${idPrefix}-parent-name`} label="Parent or guardian" value={fields.parentName} onChange={set('parentName')} />
      <TextField id={`${idPrefix}-phone`} label="Parent phone" type="tel" value={fields.phone} onChange={set('phone')} />
    </Stack>
  );
}
