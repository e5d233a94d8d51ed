import { useSearchParams } from 'react-router-dom';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from '@/components/ui/page-header';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { FilterLoadErrors } from '@/components/ui/filter-load-errors';
import { useEvaluations } from '@/features/evaluation-events/api/evaluation-events';
import { CreateEvaluationForm } from './create-evaluation-form';
import { EvaluationsList } from './evaluations-list';

/** A division's evaluation days: the ones planned, and a form for a new one. */
export function EvaluationDaysPage() {
  // `?season=&division=` keeps the division when the admin comes back from a day's page.
  const [, setParams] = useSearchParams();
  const [selection, setSelection] = useSeasonDivisionChoice();
  const events = useEvaluations(selection.divisionId);

  const choose = (next: { seasonId: number | null; divisionId: number | null }) => {
    setSelection(next);
    const search: Record<string, string> = {};
    if (next.seasonId) search.season = String(next.seasonId);
    if (next.divisionId) search.division = String(next.divisionId);
    setParams(search, { replace: true });
  };

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title="Evaluation Days" />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Plan a day where volunteers score each child on the division&apos;s skills from their phones. Choose the division first.
        </Typography>
        <SeasonDivisionSelects idPrefix="evaluation-days" seasonId={selection.seasonId} divisionId={selection.divisionId} onChange={choose} />
      </Paper>
      <FilterLoadErrors seasonId={selection.seasonId} />
      {selection.divisionId && (
        <>
          <Paper sx={{ p: 2 }} component="section" aria-labelledby="evaluation-days-list">
            <Typography id="evaluation-days-list" variant="h5" component="h2" gutterBottom>
              Evaluation days of this division
            </Typography>
            {events.isLoading && <Typography color="text.secondary">Loading the evaluation days...</Typography>}
            {events.isError && <Alert severity="error">The evaluation days could not be loaded. Please try again.</Alert>}
            {events.data && <EvaluationsList events={events.data} />}
          </Paper>
          <Paper sx={{ p: 2 }} component="section" aria-labelledby="new-evaluation-day">
            <Typography id="new-evaluation-day" variant="h5" component="h2" gutterBottom>
              New evaluation day
            </Typography>
            <CreateEvaluationForm key={selection.divisionId} divisionId={selection.divisionId} seasonId={selection.seasonId} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
