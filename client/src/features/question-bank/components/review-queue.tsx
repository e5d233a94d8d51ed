import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { maxApproveAtOnce, type ApproveBankQuestionsDto } from '@league/contract';
import { Alert, Box, Button, Checkbox, CircularProgress, Pagination, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BankQuestionSummary } from '@/components/question-bank/bank-question-summary';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/pluralize';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useBankQuestions } from '@/api/question-bank/list-bank-questions';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { useApproveBankQuestion } from '@/features/question-bank/api/approve-bank-question';
import { useApproveBankQuestions } from '@/features/question-bank/api/approve-bank-questions';
import { listDraftIds } from '@/features/question-bank/api/list-draft-ids';
import { useDeleteBankQuestion } from '@/features/question-bank/api/delete-bank-question';
import { useIdSelection } from '@/features/question-bank/lib/use-id-selection';
import { ApproveSelectedBar } from './approve-selected-bar';

const pageSize = 10;
/** What one "Approve selected" did; a question someone else approved meanwhile is counted, not hidden. */
function approvedMessage({ approved, already_approved }: ApproveBankQuestionsDto) {
  const already = already_approved ? ` ${pluralize(already_approved, 'other was', 'others were')} already approved.` : '';
  return `${pluralize(approved, 'question')} approved and can now be used in quizzes.${already}`;
}
const failure = (prefix: string, error: unknown) => `${prefix}${apiErrorMessage(error) ? `: ${apiErrorMessage(error)}` : '. Please try again.'}`;

/** Imported and AI-written questions wait here; only an approved question can go into a quiz. */
export function ReviewQueue() {
  const [page, setPage] = useState(1);
  const { questions, count, isPending, isError } = useBankQuestions({ status: 'draft', page, page_size: pageSize });
  const [deleting, setDeleting] = useState<BankQuestionDto | null>(null);
  const [success, showSuccess] = useFlashMessage(3000);
  const approve = useApproveBankQuestion();
  const approveMany = useApproveBankQuestions();
  const selection = useIdSelection();
  const selectWaiting = useMutation({ mutationFn: () => listDraftIds(count), onSuccess: selection.add });
  const remove = useDeleteBankQuestion();
  const error = selectWaiting.isError
    ? failure('Failed to select the waiting questions', selectWaiting.error)
    : approveMany.isError
    ? failure('Failed to approve the selected questions', approveMany.error)
    : approve.isError
      ? failure('Failed to approve the question', approve.error)
      : remove.isError ? failure('Failed to delete the question', remove.error) : '';

  const pageIds = questions.map((q) => q.id);
  const approveSelected = () =>
    approveMany.mutate(selection.ids, {
      onSuccess: (result) => {
        approve.reset();
        remove.reset();
        selection.clear();
        setPage(1);
        showSuccess(approvedMessage(result));
      },
    });

  if (isPending) return <Box role="status" aria-label="Loading the review queue" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress /></Box>;
  if (isError) return <Alert severity="error">Failed to load the review queue. Please refresh the page and try again.</Alert>;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {count ? `${pluralize(count, 'question')} waiting for review. Read each one and its checks, then approve it or delete it.` : 'No questions are waiting for review. Imported and AI-generated questions appear here.'}
      </Typography>
      {success && <Alert severity="success">{success}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {(questions.length > 0 || selection.ids.length > 0) && (
        <ApproveSelectedBar
          count={selection.ids.length}
          pageTicked={selection.allSelected(pageIds)}
          busy={approveMany.isPending || selectWaiting.isPending}
          waiting={count > questions.length && selection.ids.length < Math.min(count, maxApproveAtOnce) ? Math.min(count, maxApproveAtOnce) : undefined}
          onSelectWaiting={() => selectWaiting.mutate()}
          onTogglePage={() => selection.togglePage(pageIds)}
          onApprove={approveSelected}
          onClear={selection.clear}
        />
      )}
      {questions.map((q) => (
        <Paper key={q.id} component="article" variant="outlined" aria-labelledby={`queue-question-${q.id}`} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
            <Checkbox checked={selection.isSelected(q.id)} onChange={() => selection.toggle(q.id)} slotProps={{ input: { 'aria-label': `Select “${q.question_text}”` } }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <BankQuestionSummary question={q} headingId={`queue-question-${q.id}`} />
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button
              variant="contained"
              disabled={approve.isPending}
              onClick={() => approve.mutate(q.id, { onSuccess: () => { remove.reset(); approveMany.reset(); selection.drop(q.id); showSuccess('Question approved: it can now be used in quizzes.'); } })}
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
            onSuccess: () => { approve.reset(); approveMany.reset(); selection.drop(deleting.id); showSuccess('Question deleted.'); },
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
