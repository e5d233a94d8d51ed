import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { QuestionStatistic } from '@/features/quiz-admin/api/get-quiz-results';
import { pluralize } from '@/lib/pluralize';
import { answeredCount, formatPercent } from '@/features/quiz-admin/lib/quiz-statistics';

export function WeakestQuestionsList({ questions }: { questions: QuestionStatistic[] }) {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="weakest-questions-heading">
      <Typography id="weakest-questions-heading" variant="h5" component="h2" gutterBottom>
        Weakest Questions
      </Typography>
      {questions.length === 0 ? (
        <Typography color="text.secondary">Not enough answers yet to show weak spots.</Typography>
      ) : (
        <List dense aria-labelledby="weakest-questions-heading">
          {questions.map((q) => (
            <ListItem key={`${q.quiz_title}-${q.question_id}`} divider>
              <ListItemText
                primary={q.question_text}
                secondary={`${formatPercent(q.correct_rate)} correct · ${pluralize(answeredCount(q), 'answer')}${q.rule_reference ? ` · ${q.rule_reference}` : ''}${q.quiz_title ? ` · ${q.quiz_title}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
