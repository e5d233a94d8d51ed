import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useRatingScales } from '@/features/coach-rating-links/api/rating-scales';
import { RatingScaleRow, unsetScaleText } from './rating-scale-row';

/**
 * The scale per source (decision 0044, screen: decision 0077). Only the sources whose scale the
 * server reads are shown: the coach link and the ratings file (the evaluation day has its own).
 */
export function RatingScalesForm({ divisionId }: { divisionId: number }) {
  const scales = useRatingScales(divisionId);
  if (scales.isLoading) return <Typography color="text.secondary">Loading the scales...</Typography>;
  if (scales.isError || !scales.data) return <Alert severity="error">The scales could not be loaded. Please try again.</Alert>;
  const shown = scales.data.filter((source) => source.kind in unsetScaleText);
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Typography>
        Some leagues rate 1 as the best. Tell us the numbers each source uses, so a rating is read the right way round. Changing a scale does not change any rating
        already stored: each keeps the value and the scale it was given on.
      </Typography>
      {shown.map((source) => (
        <RatingScaleRow key={source.kind} divisionId={divisionId} source={source} />
      ))}
    </Stack>
  );
}
