import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { EvaluationScaleDto, EvaluationSkillDto } from '@league/contract';
import type { LocalScore } from '@/features/evaluate/lib/evaluate-db';

export function scaleValues(scale: EvaluationScaleDto): number[] {
  const count = Math.round((scale.max - scale.min) / scale.step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((scale.min + i * scale.step) * 1000) / 1000);
}

interface Props {
  skill: EvaluationSkillDto;
  scale: EvaluationScaleDto;
  score: LocalScore | undefined;
  onScore: (value: number) => void;
}

/**
 * The chosen score filled with the primary colour and bold: MUI's own selected look (a faint tint)
 * read as weaker than the other buttons in a bright gym. Hover keeps the fill on touch screens.
 */
const scoreButtonSx = {
  minHeight: 56,
  fontSize: '1.25rem',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, borderColor: 'primary.main' },
} as const;

/** One skill: its instruction and a large button per value of the scale (one thumb on a phone). */
export function SkillScoreButtons({ skill, scale, score, onScore }: Props) {
  const headingId = `skill-${skill.id}-name`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {skill.name}
      </Typography>
      {skill.instruction && <Typography color="text.secondary">{skill.instruction}</Typography>}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={score?.value ?? null}
        onChange={(_, value: number | null) => value !== null && onScore(value)}
        aria-label={`${skill.name}, from ${scale.min} to ${scale.max}`}
        sx={{ mt: 1 }}
      >
        {scaleValues(scale).map((value) => (
          <ToggleButton key={value} value={value} aria-label={`${skill.name} ${value}`} sx={scoreButtonSx}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {score?.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Not accepted: {score.error}
        </Alert>
      )}
    </Box>
  );
}
