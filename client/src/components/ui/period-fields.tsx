import { Stack, TextField } from '@mui/material';

interface Props {
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** Names the pair for screen readers ("Dates of the pay statement"). */
  label: string;
}

/** Two dates, From and To, side by side; on a phone they wrap onto two lines. */
export function PeriodFields({ from, to, onFromChange, onToChange, label }: Props) {
  return (
    <Stack role="group" aria-label={label} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField label="From" type="date" value={from} onChange={(e) => onFromChange(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label="To" type="date" value={to} onChange={(e) => onToChange(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
