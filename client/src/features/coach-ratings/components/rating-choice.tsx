import { TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { RatingScaleDto } from '@league/contract';

/** The whole numbers of a scale, when there are few enough to show as buttons. */
export function scaleSteps(scale: RatingScaleDto): number[] | null {
  if (!Number.isInteger(scale.min) || !Number.isInteger(scale.max) || scale.max - scale.min > 10) return null;
  return Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.min + i);
}

interface RatingChoiceProps {
  label: string;
  scale: RatingScaleDto;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** One skill's rating: big buttons a thumb can hit (1 to 5), or a number box for wide scales. */
export function RatingChoice({ label, scale, value, onChange }: RatingChoiceProps) {
  const steps = scaleSteps(scale);
  if (!steps) {
    return (
      <TextField
        label={label}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        slotProps={{ htmlInput: { min: scale.min, max: scale.max, step: 'any', inputMode: 'decimal' } }}
        fullWidth
      />
    );
  }
  return (
    <div>
      <Typography component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup exclusive fullWidth value={value} onChange={(_, next: number | null) => onChange(next)} aria-label={label} color="primary">
        {steps.map((step) => (
          <ToggleButton key={step} value={step} sx={{ minHeight: 48, fontSize: '1.1rem' }}>
            {step}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
