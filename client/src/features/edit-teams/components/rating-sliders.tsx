import { Box, Slider, Typography } from '@mui/material';
import type { SkillDto } from '@league/contract';

interface RatingSlidersProps {
  skills: SkillDto[];
  ratings: Record<string, number>;
  /** Where an untouched slider rests; the skill stays unrated (the division's average) until moved. */
  defaultRating: number;
  onChange: (skillId: number, rating: number) => void;
}

/** Initial displayed ratings (0-10, step 0.1) for a new player; a skill left alone gets the division's average (decision 0051). */
export function RatingSliders({ skills, ratings, defaultRating, onChange }: RatingSlidersProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Initial Ratings
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Move a slider to rate a skill. A skill you leave unrated starts at this division&apos;s average for it.
      </Typography>
      {skills.map((skill) => {
        const labelId = `new-player-rating-${skill.id}`;
        const rated = ratings[String(skill.id)] !== undefined;
        const value = ratings[String(skill.id)] ?? defaultRating;
        return (
          <Box key={skill.id} sx={{ display: 'grid', gridTemplateColumns: '120px 1fr 40px', gap: 2, alignItems: 'center' }}>
            <Typography id={labelId} variant="body2">
              {skill.name}
            </Typography>
            <Slider aria-labelledby={labelId} min={0} max={10} step={0.1} value={value} getAriaValueText={(v) => (rated ? v.toFixed(1) : "Not rated: the division's average")} onChange={(_, v) => onChange(skill.id, v as number)} />
            <Typography variant="body2" aria-hidden>
              {rated ? value.toFixed(1) : 'avg'}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
