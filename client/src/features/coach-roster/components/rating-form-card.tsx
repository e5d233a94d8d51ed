import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useRatingFormOpen } from '@/features/coach-roster/api/get-coach-roster';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The end-of-season rating form, opened from the roster page with the same link (decision 0090); shown once the roster has loaded. */
export function RatingFormCard({ rosterKey }: { rosterKey: string }) {
  const form = useRatingFormOpen(rosterKey);
  if (form.isLoading) return null;
  return (
    <Card component="section" aria-labelledby="season-ratings-heading">
      <CardContent>
        <Typography id="season-ratings-heading" variant="h6" component="h2">
          End-of-season ratings
        </Typography>
        {form.data?.open && form.data.expires_at ? (
          <>
            <Typography gutterBottom>Rate each of your players on the league&apos;s skills; the form is open until {dateText(form.data.expires_at)}.</Typography>
            <Button component={RouterLink} to={paths.coachRatings(rosterKey)} variant="contained">
              Rate your players
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">{form.data?.sentence ?? apiErrorMessage(form.error) ?? 'The rating form cannot be opened right now. Try again later.'}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
