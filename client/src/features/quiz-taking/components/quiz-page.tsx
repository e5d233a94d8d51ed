import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Container, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { RouteFallback } from '@/components/ui/route-fallback';
import { startErrorMessage } from '@/api/quizzes/start-error-message';
import { useQuizProgress } from '@/features/quiz-taking/use-quiz-progress';
import { QuizTaker } from './quiz-taker';

export function QuizPage() {
  const { quizId = '' } = useParams();
  const navigate = useNavigate();
  const { progress, loading, error } = useQuizProgress(quizId);

  if (loading) return <RouteFallback />;
  if (!progress || progress.session.quiz.questions.length === 0) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
        <Paper sx={{ p: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {progress?.session.quiz.title ?? 'Quiz'}
          </Typography>
          <Alert severity={error ? 'error' : 'info'} sx={{ mb: 2 }}>
            {error ? startErrorMessage(error) : 'No questions available for this quiz.'}
          </Alert>
          <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(paths.referee.dashboard)}>
            Back to Dashboard
          </Button>
        </Paper>
      </Container>
    );
  }
  // Keyed by attempt so a different attempt never inherits this one's answers.
  return <QuizTaker key={progress.session.attempt.id} initial={progress} />;
}
