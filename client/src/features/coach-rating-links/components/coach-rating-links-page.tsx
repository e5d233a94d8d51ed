import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCoachLinks, useSubmittedCoachRatings } from '@/features/coach-rating-links/api/coach-rating-links';
import { CoachLinksTable } from './coach-links-table';
import { CreateLinksForm } from './create-links-form';
import { RaterReviewScope } from './rater-review-scope';
import { RatingScalesForm } from './rating-scales-form';
import { SubmittedRatingsSummary } from './submitted-ratings-summary';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** A division's end-of-season coach ratings: send links, follow them, and even out coaches who rate differently. */
export function CoachRatingLinksPage() {
  const divisionId = Number(useParams().divisionId);
  const links = useCoachLinks(divisionId);
  const submitted = useSubmittedCoachRatings(divisionId);

  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to={paths.dashboard.viewTeams} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to View Teams
      </Button>
      <Paper sx={{ p: 2 }}>
        <PageHeader title="Coach Ratings" />
        <CreateLinksForm divisionId={divisionId} />
      </Paper>
      <Section title="How ratings are numbered">
        <RatingScalesForm divisionId={divisionId} />
      </Section>
      <Section title="Links sent">
        {links.isLoading && <Typography color="text.secondary">Loading the links...</Typography>}
        {links.isError && <Alert severity="error">The links could not be loaded. Please try again.</Alert>}
        {links.data && <CoachLinksTable links={links.data} />}
      </Section>
      <Section title="Ratings received">
        {submitted.isLoading && <Typography color="text.secondary">Loading the ratings...</Typography>}
        {submitted.isError && <Alert severity="error">The ratings could not be loaded. Please try again.</Alert>}
        {submitted.data && <SubmittedRatingsSummary ratings={submitted.data} />}
      </Section>
      <Section title="Coaches who rate differently">
        <RaterReviewScope divisionId={divisionId} />
      </Section>
    </Stack>
  );
}
