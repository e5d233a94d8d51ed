import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { CoachFormDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useSaveCoachRatings } from '@/features/coach-ratings/api/coach-form';
import { RatingChoice } from './rating-choice';

type Player = CoachFormDto['players'][number];

interface PlayerRatingCardProps {
  token: string;
  player: Player;
  skills: CoachFormDto['skills'];
  scale: CoachFormDto['scale'];
}

/** One player: a rating per skill and a comment, saved on its own so a coach can stop at any player. */
export function PlayerRatingCard({ token, player, skills, scale }: PlayerRatingCardProps) {
  const [values, setValues] = useState<Record<number, number | null>>(() => Object.fromEntries(player.ratings.map((r) => [r.skill_id, r.value])));
  const [comment, setComment] = useState(player.comment);
  const save = useSaveCoachRatings(token);
  const rated = skills.filter((s) => values[s.id] !== null && values[s.id] !== undefined);
  const wasSaved = player.ratings.length > 0;

  const submit = () => {
    save.mutate({ player_id: player.id, ratings: rated.map((s) => ({ skill_id: s.id, value: values[s.id]! })), comment });
  };

  return (
    <Card component="section" aria-label={player.name}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {player.name}
          </Typography>
          {skills.map((skill) => (
            <RatingChoice key={skill.id} label={skill.name} scale={scale} value={values[skill.id] ?? null} onChange={(value) => setValues((v) => ({ ...v, [skill.id]: value }))} />
          ))}
          <TextField label={`Comment on ${player.name} (optional)`} multiline minRows={2} value={comment} onChange={(e) => setComment(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Button variant="contained" size="large" onClick={submit} disabled={rated.length === 0 || save.isPending} sx={{ minHeight: 48 }}>
            {save.isPending ? 'Saving...' : `Save ${player.name}'s ratings`}
          </Button>
          {rated.length === 0 && <Typography color="text.secondary">Choose at least one rating to save.</Typography>}
          {save.isSuccess && <Alert severity="success">Saved {save.data.saved} rating{save.data.saved === 1 ? '' : 's'} for {player.name}.</Alert>}
          {!save.isSuccess && !save.isPending && wasSaved && <Typography color="text.secondary">Saved before. You can change and save again until the deadline.</Typography>}
          {save.isError && <Alert severity="error">{apiErrorMessage(save.error) ?? 'The ratings could not be saved. Check your connection and try again.'}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
