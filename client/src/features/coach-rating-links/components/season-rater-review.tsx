import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { SeasonRaterReviewDto } from '@league/contract';
import { paths } from '@/config/paths';
import { joinWords, pluralize } from '@/lib/format';
import { describeSeasonRaterReview } from '@/features/coach-rating-links/lib/describe-rater-review';
import { useSeasonRaterReview } from '@/features/coach-rating-links/api/coach-rating-links';

type SeasonRater = SeasonRaterReviewDto['raters'][number];

function SeasonRaterCard({ rater }: { rater: SeasonRater }) {
  return (
    <Box component="section" aria-label={`Ratings by ${rater.rater_name} this season`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {rater.rater_name}: rated in {pluralize(rater.divisions.length, 'division')}
      </Typography>
      <List dense disablePadding>
        {rater.divisions.map((division) => (
          <ListItem key={division.division_id} disableGutters sx={{ display: 'block' }}>
            <Link component={RouterLink} to={paths.dashboard.coachRatingLinks(division.division_id)}>
              {division.division_name}
            </Link>
            {division.team_names.length > 0 && ` (${joinWords(division.team_names)})`}: {pluralize(division.players_rated, 'player')} rated.{' '}
            {division.flags.length === 0 ? 'Nothing stands out.' : ''}
            {division.flags.map((flag) => (
              <ListItemText key={`${flag.kind}-${flag.skill_id}`} secondary={flag.message} />
            ))}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The season view: who rates differently in any division; rescaling stays on each division's page. */
export function SeasonRaterReview({ seasonId, seasonName }: { seasonId: number; seasonName: string }) {
  const review = useSeasonRaterReview(seasonId);
  if (review.isLoading) return <Typography color="text.secondary">Comparing the ratings of every division of {seasonName}...</Typography>;
  if (review.isError || !review.data) return <Alert severity="error">The season&apos;s ratings could not be compared. Please try again.</Alert>;
  const flagged = review.data.raters.filter((rater) => rater.divisions.some((d) => d.flags.length > 0));
  if (review.data.raters.length === 0) return <Typography color="text.secondary">No ratings to compare in {seasonName} yet.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography>
        {`${describeSeasonRaterReview(review.data.raters.length, flagged.length, review.data.divisions_compared, seasonName)} `}
        Each coach is compared with the other coaches of the same division. To rescale a coach, open that division.
      </Typography>
      {flagged.map((rater) => (
        <SeasonRaterCard key={rater.rater_name} rater={rater} />
      ))}
    </Stack>
  );
}
