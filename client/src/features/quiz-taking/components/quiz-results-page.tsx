import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { paths } from '@/config/paths';
import type { ResultsState } from '@/api/quizzes/quiz-session-types';
import { NextSteps } from './next-steps';
import { QuestionReview } from './question-review';
import { ResultsSummary } from './results-summary';

/** The quiz keeps its answers closed so referees still taking it can't be told them. */
function closedReviewText(opensAt: string | null | undefined): string {
  if (!opensAt) return 'This quiz does not show the correct answers. Your score above is final.';
  return `The correct answers will be shown after the quiz closes on ${new Date(opensAt).toLocaleString()}.`;
}

export function QuizResultsPage() {
  const navigate = useNavigate();
  const state = useLocation().state as Partial<ResultsState> | null;
  // Results exist only as the submit handed them over; a bookmarked or reloaded-away page has none.
  if (!state?.result) return <Navigate to={paths.referee.dashboard} replace />;
  const full = state as ResultsState;
  const { result } = full;

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <ResultsSummary state={full} />
        <Paper component="section" aria-labelledby="review-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="review-heading" variant="h5" component="h2" gutterBottom>
            Question Review
          </Typography>
          {result.review_available === false ? (
            <Alert severity="info">{closedReviewText(result.review_available_at)}</Alert>
          ) : (
            <Stack spacing={2}>
              {result.detailed_results.map((r, i) => (
                <QuestionReview key={r.question_id} result={r} number={i + 1} attemptId={result.attempt.id} />
              ))}
            </Stack>
          )}
        </Paper>
        <NextSteps passed={result.passed} nextAttempt={result.next_attempt} />
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<DashboardIcon />}
            onClick={() => void navigate(paths.referee.dashboard, { state: { refresh: true } })}
          >
            Back to Dashboard
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
