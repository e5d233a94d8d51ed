import { Stack, Typography } from '@mui/material';
import type { QuizDetailDto } from '@/features/quiz-admin/api/types';
import { AddQuestionForm } from './add-question-form';
import { ExistingQuestionItem } from './existing-question-item';
import { useQuestionMutations, type QuestionFeedback } from './use-question-mutations';

/** The edit dialog's questions: edit each, and on drafts also delete and add. */
export function QuizQuestionsEditor({ quiz, feedback }: { quiz: QuizDetailDto; feedback: QuestionFeedback }) {
  const { add, update, remove } = useQuestionMutations(quiz.id, feedback);
  const isDraft = quiz.status === 'draft';
  const busy = add.isPending || update.isPending || remove.isPending;

  return (
    <Stack spacing={2}>
      {quiz.questions.length === 0 && <Typography color="text.secondary">This quiz has no questions yet.</Typography>}
      {quiz.questions.map((question, i) => (
        <ExistingQuestionItem
          key={question.id}
          question={question}
          number={i + 1}
          isDraft={isDraft}
          busy={busy}
          onUpdate={(payload, done) => update.mutate({ id: question.id, payload }, { onSuccess: done })}
          onDelete={() => remove.mutate(question.id)}
        />
      ))}
      {isDraft && <AddQuestionForm busy={busy} onAdd={(payload, done) => add.mutate(payload, { onSuccess: done })} />}
    </Stack>
  );
}
