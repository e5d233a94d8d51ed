import { TextField } from '@mui/material';
import { clampWeight } from '@/features/balancing/lib/balance-form';

interface WeightFieldProps {
  id: string;
  label: string;
  max: number;
  value: number;
  onChange: (weight: number) => void;
  disabled?: boolean;
}

export function WeightField({ id, label, max, value, onChange, disabled }: WeightFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(clampWeight(e.target.value, max))}
      helperText={`0-${max}`}
      slotProps={{ htmlInput: { min: 0, max, step: 1 } }}
    />
  );
}
