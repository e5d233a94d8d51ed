import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuizResults } from '@/features/quiz-admin/api/get-quiz-results';
import { emptyQuizResults, formatRate, pickWeakestQuestions } from '@/features/quiz-admin/lib/quiz-statistics';
import { resultsErrorMessage } from '@/features/quiz-admin/lib/results-error';
import { PassRateChart } from './pass-rate-chart';
import { QuestionQualitySection } from './question-quality-section';
import { QuizStatisticsTable } from './quiz-statistics-table';
import { RuleArticlesSection } from './rule-articles-section';
import { WeakestQuestionsList } from './weakest-questions-list';

export function QuizResultsTab() {
  const { data, error, isPending } = useQuizResults();
  const message = error ? resultsErrorMessage(error) : null;
  // Errors without a message of their own fall back to empty statistics.
  const results = data ?? emptyQuizResults;
  const totals = [
    { label: 'Total Quizzes', value: results.total_quizzes },
    { label: 'Active Quizzes', value: results.active_quizzes },
    { label: 'Total Attempts', value: results.total_attempts },
    { label: 'Passed Attempts', value: results.passed_attempts },
    { label: 'Average Score', value: formatRate(results.average_score, results.total_attempts) },
  ];

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-label="Loading quiz results">
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (message) return <Alert severity="error">{message}</Alert>;

  return (
    <Stack spacing={3}>
      <Box component="section" aria-label="Totals" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {totals.map((t) => (
          <Paper key={t.label} sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="h4" component="p">{t.value}</Typography>
            <Typography color="text.secondary">{t.label}</Typography>
          </Paper>
        ))}
      </Box>
      <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="quiz-statistics-heading">
        <Typography id="quiz-statistics-heading" variant="h5" component="h2" gutterBottom>
          Quiz Statistics
        </Typography>
        {results.quiz_statistics.length === 0 ? (
          <Typography color="text.secondary">No quiz attempts yet.</Typography>
        ) : (
          <>
            <PassRateChart statistics={results.quiz_statistics} />
            <QuizStatisticsTable statistics={results.quiz_statistics} />
          </>
        )}
      </Paper>
      <WeakestQuestionsList questions={pickWeakestQuestions(results)} />
      <QuestionQualitySection statistics={results.quiz_statistics} />
      <RuleArticlesSection />
    </Stack>
  );
}
