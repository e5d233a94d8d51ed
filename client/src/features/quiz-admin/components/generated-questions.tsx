import { Link as RouterLink } from 'react-router-dom';
import { Button, Paper, Stack, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { paths } from '@/config/paths';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { BankQuestionSummary } from '@/components/question-bank/bank-question-summary';
import { pluralize } from '@/lib/pluralize';

/** What the generator just wrote, each with its checks, and the way to the queue where they are approved. */
export function GeneratedQuestions({ questions }: { questions: BankQuestionDto[] }) {
  const failing = questions.filter((q) => q.checks.some((c) => !c.passed)).length;
  return (
    <Stack spacing={2} component="section" aria-labelledby="generated-heading">
      <Typography id="generated-heading" variant="subtitle1" component="h4">
        Generated questions, waiting for review
      </Typography>
      <Typography variant="body2" color={failing ? 'warning.main' : 'text.secondary'}>
        {failing ? `${pluralize(failing, 'question')} failed a check: read the reasons before approving.` : 'Every question passed its checks; a person still approves each one.'}
      </Typography>
      {questions.map((q) => (
        <Paper key={q.id} variant="outlined" component="article" aria-labelledby={`generated-${q.id}`} sx={{ p: 2 }}>
          <BankQuestionSummary question={q} headingId={`generated-${q.id}`} />
        </Paper>
      ))}
      <Button component={RouterLink} to={paths.referee.adminReviewQueue} variant="outlined" startIcon={<FactCheckIcon />} sx={{ alignSelf: 'flex-start' }}>
        Open the Review Queue
      </Button>
    </Stack>
  );
}
