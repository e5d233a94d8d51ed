import { TextField } from '@mui/material';

/** How many evaluators each child should get (the coverage board flags children seen by fewer). */
export function MinEvaluatorsField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label="Evaluators each child should get"
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? 'Children seen by fewer are flagged on the coverage board.'}
      slotProps={{ htmlInput: { min: 1, max: 30 } }}
    />
  );
}
