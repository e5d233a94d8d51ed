import { Box, Slider, Typography } from '@mui/material';
import type { SkillDto as Skill } from '@league/contract';

interface RatingSlidersProps {
  skills: Skill[];
  ratings: Record<string, number>;
  defaultRating: number;
  onChange: (skillId: number, rating: number) => void;
}

/** Initial displayed ratings (0-10, step 0.1) for a new player. */
export function RatingSliders({ skills, ratings, defaultRating, onChange }: RatingSlidersProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Initial Ratings
      </Typography>
      {skills.map((skill) => {
        const labelId = `new-player-rating-${skill.id}`;
        const value = ratings[String(skill.id)] ?? defaultRating;
        return (
          <Box key={skill.id} sx={{ display: 'grid', gridTemplateColumns: '120px 1fr 40px', gap: 2, alignItems: 'center' }}>
            <Typography id={labelId} variant="body2">
              {skill.name}
            </Typography>
            <Slider aria-labelledby={labelId} min={0} max={10} step={0.1} value={value} onChange={(_, v) => onChange(skill.id, v as number)} />
            <Typography variant="body2" aria-hidden>
              {value.toFixed(1)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
