import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { RaterReviewDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { joinWords, pluralize } from '@/lib/format';
import { useStandardiseRater } from '@/features/coach-rating-links/api/coach-rating-links';
import { RescalePreview } from './rescale-preview';

/** One flagged coach: what stands out, a preview of the rescaled ratings, and Apply. */
export function RaterCard({ divisionId, rater }: { divisionId: number; rater: RaterReviewDto }) {
  const preview = useStandardiseRater();
  const apply = useStandardiseRater();
  const run = (dryRun: boolean) => (dryRun ? preview : apply).mutate({ division_id: divisionId, rater_name: rater.rater_name, dry_run: dryRun });
  const failed = preview.error ?? apply.error;

  return (
    <Box component="section" aria-label={`Ratings by ${rater.rater_name}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {rater.rater_name}
          {rater.team_names.length > 0 && ` (${joinWords(rater.team_names)})`}: {pluralize(rater.players_rated, 'player')} rated
        </Typography>
        <List dense disablePadding>
          {rater.flags.map((flag) => (
            <ListItem key={`${flag.kind}-${flag.skill_id}`} disableGutters>
              <ListItemText primary={flag.message} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          Rescaling moves this coach&apos;s ratings to the same average and spread as the other coaches&apos;, keeping the order in which the coach ranked the players. The original ratings stay
          in each player&apos;s history.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => run(true)} disabled={preview.isPending || apply.isPending}>
            {preview.isPending ? 'Working out...' : 'Preview rescale'}
          </Button>
          {preview.data && !apply.data && (
            <Button variant="contained" onClick={() => run(false)} disabled={apply.isPending}>
              {apply.isPending ? 'Applying...' : 'Apply'}
            </Button>
          )}
        </Stack>
        {failed && <Alert severity="error">{apiErrorMessage(failed) ?? 'The ratings could not be rescaled. Please try again.'}</Alert>}
        {apply.data?.written && (
          <Alert severity="success">
            {pluralize(apply.data.changes.length, 'rating')} by {rater.rater_name} rescaled. Balancing now uses the rescaled ratings.
          </Alert>
        )}
        {preview.data && !apply.data && <RescalePreview result={preview.data} />}
      </Stack>
    </Box>
  );
}
