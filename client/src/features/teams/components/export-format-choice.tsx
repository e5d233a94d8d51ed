import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ExportFormat } from '@league/contract';
import { exportFormatOptions } from '@/features/teams/lib/export-columns';

/** Our own columns, or a roster file another system imports as it is. */
export function ExportFormatChoice({ value, onChange }: { value: ExportFormat; onChange: (format: ExportFormat) => void }) {
  const chosen = exportFormatOptions.find((o) => o.value === value);
  return (
    <FormControl>
      <FormLabel id="export-format-label">File format</FormLabel>
      <RadioGroup aria-labelledby="export-format-label" aria-describedby="export-format-hint" value={value} onChange={(e) => onChange(e.target.value as ExportFormat)}>
        {exportFormatOptions.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <Typography id="export-format-hint" variant="caption" color="text.secondary">
        {chosen?.hint}
      </Typography>
    </FormControl>
  );
}
