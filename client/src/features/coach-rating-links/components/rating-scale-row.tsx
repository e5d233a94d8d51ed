import { useState } from 'react';
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { ratingSourceNames, type DivisionRatingScaleDto, type RatingScaleDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { useSetRatingScale } from '@/features/coach-rating-links/api/rating-scales';

type SourceKind = DivisionRatingScaleDto['kind'];

/** What the server uses when the admin set nothing (decision 0044). */
export const unsetScaleText: Partial<Record<SourceKind, string>> = {
  coach_form: 'Not set yet: coaches rate from 1 to 5, and 5 is best.',
  ratings_file: 'Not set yet: a file is read on each skill\'s own scale, from 0 up to its highest rating, and higher is better.',
};
const startingScale: Partial<Record<SourceKind, RatingScaleDto>> = { coach_form: { min: 1, max: 5, low_is_best: false }, ratings_file: { min: 0, max: 10, low_is_best: false } };

/** What a saved scale changes, per source: only ratings given after saving (recordRatings reads the scale then). */
const appliesTo: Partial<Record<SourceKind, string>> = {
  coach_form: 'It applies to ratings coaches send after you save. A coach who already has the link open should reload the page first.',
  ratings_file: 'It applies to ratings files uploaded after you save, unless the upload names its own scale.',
};

const sourceTitle = (kind: SourceKind) => ratingSourceNames[kind].charAt(0).toUpperCase() + ratingSourceNames[kind].slice(1);

function scaleProblem(low: number, high: number): string | null {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return 'Type a number for the lowest and the highest rating.';
  if (high <= low) return 'The highest rating must be above the lowest.';
  return null;
}

/** One source's scale: lowest and highest rating, and which end is best. */
export function RatingScaleRow({ divisionId, source }: { divisionId: number; source: DivisionRatingScaleDto }) {
  const initial = source.scale ?? startingScale[source.kind] ?? { min: 1, max: 5, low_is_best: false };
  const [low, setLow] = useState(String(initial.min));
  const [high, setHigh] = useState(String(initial.max));
  const [lowIsBest, setLowIsBest] = useState(initial.low_is_best);
  const save = useSetRatingScale();
  const title = sourceTitle(source.kind);
  const problem = scaleProblem(Number(low === '' ? NaN : low), Number(high === '' ? NaN : high));

  const submit = () => {
    save.mutate({ division_id: divisionId, kind: source.kind, scale: { min: Number(low), max: Number(high), low_is_best: lowIsBest } });
  };

  return (
    <Stack component="section" aria-label={`Scale for ${ratingSourceNames[source.kind]}s`} spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary">
        {source.set && source.scale
          ? `Now: from ${source.scale.min} to ${source.scale.max}, and ${source.scale.low_is_best ? source.scale.min : source.scale.max} is best.`
          : unsetScaleText[source.kind]}
      </Typography>
      <Stack direction="row" spacing={2}>
        <TextField size="small" type="number" label="Lowest rating" value={low} onChange={(e) => setLow(e.target.value)} sx={{ maxWidth: 150 }} />
        <TextField size="small" type="number" label="Highest rating" value={high} onChange={(e) => setHigh(e.target.value)} sx={{ maxWidth: 150 }} />
      </Stack>
      <FormControl>
        <FormLabel id={`best-${source.kind}`}>Which rating is the best?</FormLabel>
        <RadioGroup aria-labelledby={`best-${source.kind}`} value={lowIsBest ? 'low' : 'high'} onChange={(e) => setLowIsBest(e.target.value === 'low')}>
          <FormControlLabel value="high" control={<Radio />} label={`The highest (${high || '?'} is best)`} />
          <FormControlLabel value="low" control={<Radio />} label={`The lowest (${low || '?'} is best)`} />
        </RadioGroup>
      </FormControl>
      <Typography variant="body2">{appliesTo[source.kind]}</Typography>
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Button variant="outlined" onClick={submit} disabled={!!problem || save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {save.isPending ? 'Saving...' : `Save the ${ratingSourceNames[source.kind]} scale`}
      </Button>
      {save.isError && <Alert severity="error">{apiErrorMessage(save.error) ?? 'The scale could not be saved. Please try again.'}</Alert>}
      {save.isSuccess && <Alert severity="success">Saved. Ratings already stored are unchanged.</Alert>}
    </Stack>
  );
}
