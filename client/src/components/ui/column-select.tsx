import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';

interface ColumnSelectProps {
  id: string;
  label: string;
  columns: string[];
  value: string;
  onChange: (column: string) => void;
  disabled?: boolean;
  error?: boolean;
  size?: 'small' | 'medium';
  /** Shown under the field: a problem (with `error`) or what the role does. */
  helperText?: string;
}

/** A CSV column picker; "None" leaves the option unused. */
export function ColumnSelect({ id, label, columns, value, onChange, disabled, error, size = 'medium', helperText }: ColumnSelectProps) {
  return (
    <FormControl fullWidth disabled={disabled || columns.length === 0} error={error} size={size}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={columns.includes(value) ? value : ''}
        aria-describedby={helperText ? `${id}-helper` : undefined}
        onChange={(e) => onChange(e.target.value)}>
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {columns.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </Select>
      {helperText && <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
