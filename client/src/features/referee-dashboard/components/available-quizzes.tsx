import { Alert, Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { QuizListItemDto } from '@/api/quizzes/quiz-list-types';
import { QuizCard } from './quiz-card';

interface AvailableQuizzesProps {
  quizzes: QuizListItemDto[] | undefined;
  loading: boolean;
  canRetake: boolean;
  startingQuizId: number | null;
  onStart: (quizId: number) => void;
}

export function AvailableQuizzes({ quizzes, loading, canRetake, startingQuizId, onStart }: AvailableQuizzesProps) {
  return (
    <Paper component="section" aria-labelledby="available-quizzes-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="available-quizzes-heading" variant="h5" component="h2" gutterBottom>
        Available Quizzes
      </Typography>
      {canRetake && (
        <Alert severity="info" sx={{ mb: 2 }}>
          As an administrator, you can retake quizzes for testing purposes.
        </Alert>
      )}
      {/* A skeleton is a plain span, which may not carry a label (axe aria-prohibited-attr): the progressbar role names it. */}
      {loading && <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading quizzes" />}
      {!loading && quizzes?.length === 0 && <Typography color="text.secondary">No quizzes are available right now.</Typography>}
      <Grid container spacing={2}>
        {quizzes?.map((quiz) => (
          <Grid key={quiz.id} size={{ xs: 12, md: 6 }}>
            <QuizCard quiz={quiz} canRetake={canRetake} starting={startingQuizId !== null} onStart={onStart} />
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
