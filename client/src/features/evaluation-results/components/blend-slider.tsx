import { useState } from 'react';
import { Box, Slider, Typography } from '@mui/material';

/** The weight of last season's coach rating (0-100%), applied when the slider is let go. */
export function BlendSlider({ value, onChange }: { value: number; onChange: (weight: number) => void }) {
  const [moving, setMoving] = useState(value);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography id="blend-label" gutterBottom>
        Weight of last season&apos;s coach rating: {moving}% (the evaluation day counts {100 - moving}%)
      </Typography>
      <Slider
        aria-labelledby="blend-label"
        value={moving}
        min={0}
        max={100}
        step={5}
        marks={[{ value: 0, label: '0%' }, { value: 50, label: '50%' }, { value: 100, label: '100%' }]}
        getAriaValueText={(v) => `${v}% last season's coach rating`}
        onChange={(_, v) => setMoving(v as number)}
        onChangeCommitted={(_, v) => onChange(v as number)}
      />
      <Typography variant="body2" color="text.secondary">
        A child without last season&apos;s rating keeps the evaluation day&apos;s figure.
      </Typography>
    </Box>
  );
}
