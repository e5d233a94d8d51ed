import { Alert, Stack, Typography } from '@mui/material';
import { describeRaterReview } from '@/features/coach-rating-links/lib/describe-rater-review';
import { useRaterReview } from '@/features/coach-rating-links/api/coach-rating-links';
import { RaterCard } from './rater-card';

/** The coaches whose ratings stand out from the others', with the figures the server found. */
export function RaterReview({ divisionId }: { divisionId: number }) {
  const review = useRaterReview(divisionId);
  if (review.isLoading) return <Typography color="text.secondary">Comparing the coaches&apos; ratings...</Typography>;
  if (review.isError || !review.data) return <Alert severity="error">The coaches&apos; ratings could not be compared. Please try again.</Alert>;
  const raters = review.data.raters;
  const flagged = raters.filter((rater) => rater.flags.length > 0);
  if (raters.length === 0) return <Typography color="text.secondary">No ratings to compare yet.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography>{describeRaterReview(raters.length, flagged.length)}</Typography>
      {flagged.map((rater) => (
        <RaterCard key={rater.rater_name} divisionId={divisionId} rater={rater} />
      ))}
    </Stack>
  );
}
