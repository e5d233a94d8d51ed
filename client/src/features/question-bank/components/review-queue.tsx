import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Pagination, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BankQuestionSummary } from '@/components/question-bank/bank-question-summary';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/pluralize';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useBankQuestions } from '@/api/question-bank/list-bank-questions';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { useApproveBankQuestion } from '@/features/question-bank/api/approve-bank-question';
import { useDeleteBankQuestion } from '@/features/question-bank/api/delete-bank-question';

const pageSize = 10;
const failure = (prefix: string, error: unknown) => `${prefix}${apiErrorMessage(error) ? `: ${apiErrorMessage(error)}` : '. Please try again.'}`;

/** Imported and AI-written questions wait here; only an approved question can go into a quiz. */
export function ReviewQueue() {
  const [page, setPage] = useState(1);
  const { questions, count, isPending, isError } = useBankQuestions({ status: 'draft', page, page_size: pageSize });
  const [deleting, setDeleting] = useState<BankQuestionDto | null>(null);
  const [success, showSuccess] = useFlashMessage(3000);
  const approve = useApproveBankQuestion();
  const remove = useDeleteBankQuestion();
  const error = approve.isError ? failure('Failed to approve the question', approve.error) : remove.isError ? failure('Failed to delete the question', remove.error) : '';

  if (isPending) return <Box role="status" aria-label="Loading the review queue" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress /></Box>;
  if (isError) return <Alert severity="error">Failed to load the review queue. Please refresh the page and try again.</Alert>;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {count ? `${pluralize(count, 'question')} waiting for review. Read each one and its checks, then approve it or delete it.` : 'No questions are waiting for review. Imported and AI-generated questions appear here.'}
      </Typography>
      {success && <Alert severity="success">{success}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {questions.map((q) => (
        <Paper key={q.id} component="article" variant="outlined" aria-labelledby={`queue-question-${q.id}`} sx={{ p: 2 }}>
          <BankQuestionSummary question={q} headingId={`queue-question-${q.id}`} />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button
              variant="contained"
              disabled={approve.isPending}
              onClick={() => approve.mutate(q.id, { onSuccess: () => { remove.reset(); showSuccess('Question approved: it can now be used in quizzes.'); } })}
              aria-label={`Approve “${q.question_text}”`}
            >
              Approve
            </Button>
            <Button color="error" variant="outlined" onClick={() => setDeleting(q)} aria-label={`Delete “${q.question_text}”`}>
              Delete
            </Button>
          </Stack>
        </Paper>
      ))}
      {count > pageSize && <Pagination count={Math.ceil(count / pageSize)} page={page} onChange={(_e, p) => setPage(p)} aria-label="Review queue pages" />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this question?"
        message={`“${deleting?.question_text ?? ''}” will be removed from the bank. This cannot be undone.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => { approve.reset(); showSuccess('Question deleted.'); },
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
