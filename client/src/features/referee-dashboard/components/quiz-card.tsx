import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatScore } from '@/lib/format-score';
import { pluralize } from '@/lib/pluralize';
import type { QuizListItemDto } from '@/api/quizzes/quiz-list-types';
import { AttemptBadge } from './attempt-badge';
import { RecertificationNote } from './recertification-note';

interface QuizCardProps {
  quiz: QuizListItemDto;
  canRetake: boolean;
  starting: boolean;
  onStart: (quizId: number) => void;
}

export function QuizCard({ quiz, canRetake, starting, onStart }: QuizCardProps) {
  const attempt = quiz.user_attempt;
  // An open attempt can always be resumed (the server hands back the same attempt and its clock).
  const action = !attempt || canRetake ? 'Start Quiz' : attempt.status === 'in_progress' ? 'Resume Quiz' : null;
  const titleId = `quiz-${quiz.id}-title`;

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {quiz.title}
        </Typography>
        {quiz.description && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {quiz.description}
          </Typography>
        )}
        {quiz.recertification_edition && <RecertificationNote quiz={quiz} edition={quiz.recertification_edition} />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={pluralize(quiz.questions_count, 'question')} />
          <Chip size="small" variant="outlined" label={pluralize(quiz.time_limit_minutes, 'minute')} />
          <Chip size="small" variant="outlined" label={`Passing score: ${quiz.passing_score}%`} />
        </Stack>
        {attempt && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <AttemptBadge status={attempt.status} passed={attempt.passed} />
            {attempt.status === 'completed' && <Typography variant="body2">Score: {formatScore(attempt.score)}</Typography>}
          </Stack>
        )}
      </CardContent>
      {action && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            disabled={starting}
            onClick={() => onStart(quiz.id)}
            aria-label={`${action}: ${quiz.title}`}
          >
            {action}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
