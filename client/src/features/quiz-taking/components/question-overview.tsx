import { Box, Button, Paper, Typography } from '@mui/material';
import type { PublicQuestionDto } from '@/api/quizzes/quiz-session-types';

// The spec: the overview grid shows 10 questions per row.
const perRow = 10;

interface QuestionOverviewProps {
  questions: PublicQuestionDto[];
  currentIndex: number;
  isAnswered: (questionId: number) => boolean;
  onJump: (index: number) => void;
}

export function QuestionOverview({ questions, currentIndex, isAnswered, onJump }: QuestionOverviewProps) {
  const rows: PublicQuestionDto[][] = [];
  for (let i = 0; i < questions.length; i += perRow) rows.push(questions.slice(i, i + perRow));
  const answeredCount = questions.filter((q) => isAnswered(q.id)).length;

  return (
    <Paper component="nav" aria-labelledby="question-overview-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="question-overview-heading" variant="h6" component="h2">
        Question Overview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {answeredCount} of {questions.length} answered
      </Typography>
      {rows.map((row, r) => (
        <Box
          key={r}
          role="group"
          aria-label={`Questions ${r * perRow + 1} to ${r * perRow + row.length}`}
          // Ten to a row where they fit at 44 px or more (WCAG 2.5.5's target size); five on a phone.
          sx={{ display: 'grid', gridTemplateColumns: { xs: `repeat(${perRow / 2}, minmax(44px, 1fr))`, md: `repeat(${perRow}, minmax(44px, 1fr))` }, gap: 1, mb: 1 }}
        >
          {row.map((q, i) => {
            const index = r * perRow + i;
            const answered = isAnswered(q.id);
            const current = index === currentIndex;
            return (
              <Button
                key={q.id}
                size="small"
                variant={answered ? 'contained' : 'outlined'}
                color={answered ? 'success' : 'primary'}
                aria-label={`Question ${index + 1}, ${answered ? 'answered' : 'not answered'}`}
                aria-current={current ? 'step' : undefined}
                onClick={() => onJump(index)}
                sx={{ minWidth: 44, minHeight: 44, px: 0, ...(current && { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 }) }}
              >
                {index + 1}
              </Button>
            );
          })}
        </Box>
      ))}
    </Paper>
  );
}
