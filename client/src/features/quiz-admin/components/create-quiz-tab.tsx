import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useCreateQuiz } from '@/features/quiz-admin/api/create-quiz';
import { buildCreatePayload, type NewQuizQuestion } from '@/features/quiz-admin/lib/build-create-payload';
import { describeError } from '@/features/quiz-admin/lib/describe-error';
import type { QuestionDraft } from '@/features/quiz-admin/lib/question-draft';
import { defaultQuestionsCount, passingScoreRange, timeLimitRange } from '@/features/quiz-admin/lib/quiz-settings-schema';
import { defaultAttemptPolicy } from '@/features/quiz-admin/lib/attempt-policy';
import { defaultDrawSettings } from '@/features/quiz-admin/lib/draw-settings';
import { useRevealWhenShown } from '@/features/quiz-admin/lib/use-reveal-when-shown';
import { AiGenerationPanel } from './ai-generation-panel';
import { AttemptPolicyFields } from './attempt-policy-fields';
import { DrawSettingsFields } from './draw-settings-fields';
import { NewQuestionSubform } from './new-question-subform';
import { NewQuizQuestionList } from './new-quiz-question-list';
import { NewQuizSettingsFields, type NewQuizSettings } from './new-quiz-settings-fields';

const initialSettings: NewQuizSettings = {
  title: '',
  description: '',
  questionsCount: String(defaultQuestionsCount),
  timeLimit: String(timeLimitRange.default),
  passingScore: String(passingScoreRange.default),
  startDate: '',
  endDate: '',
  status: 'draft',
};

// List keys only need to be unique within this page's lifetime.
let nextQuestionKey = 1;
// Generated questions go to the bank's review queue, never straight into a quiz, so every listed question is typed in.
const toListItem = (draft: QuestionDraft): NewQuizQuestion => ({ key: nextQuestionKey++, draft, fromAi: false });

export function CreateQuizTab() {
  const [settings, setSettings] = useState(initialSettings);
  const [questions, setQuestionList] = useState<NewQuizQuestion[]>([]);
  const [policy, setPolicy] = useState(defaultAttemptPolicy);
  const [draw, setDraw] = useState(defaultDrawSettings);
  const [success, showSuccess] = useFlashMessage(3000);
  const [error, setError] = useState('');
  // The button sits below a long form: its answer is brought to where the admin is looking.
  const successRef = useRevealWhenShown<HTMLDivElement>(success);
  const errorRef = useRevealWhenShown<HTMLDivElement>(error);
  // A problem is about the form as it was: editing the settings or the questions clears it.
  const editSettings = (next: NewQuizSettings) => {
    setError('');
    setSettings(next);
  };
  const setQuestions = (update: (current: NewQuizQuestion[]) => NewQuizQuestion[]) => {
    setError('');
    setQuestionList(update);
  };

  const create = useCreateQuiz({
    onMutate: () => setError(''),
    onSuccess: () => {
      setSettings(initialSettings);
      setQuestionList([]);
      setPolicy(defaultAttemptPolicy);
      setDraw(defaultDrawSettings);
      showSuccess('Quiz created successfully!');
    },
    onError: (err) => setError(`Failed to create quiz: ${describeError(err)}`),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildCreatePayload({ ...settings, questions, aiPrompt: null, policy, draw });
    if (!built.ok) return setError(built.message);
    create.mutate(built.payload);
  };
  const busy = create.isPending;

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <Typography id="create-quiz-heading" variant="h5" component="h2">
          Create Quiz
        </Typography>
        {success && <Alert ref={successRef} tabIndex={-1} severity="success">{success}</Alert>}
        {error && <Alert ref={errorRef} tabIndex={-1} severity="error" onClose={() => setError('')}>{error}</Alert>}
        {/* Only the settings sit in the form, so Enter in the AI or question boxes never saves the quiz. */}
        <form id="create-quiz-form" onSubmit={submit} noValidate aria-labelledby="create-quiz-heading">
          <NewQuizSettingsFields value={settings} onChange={editSettings} disabled={busy} />
          <AttemptPolicyFields idPrefix="new-quiz" value={policy} onChange={setPolicy} disabled={busy} />
          <DrawSettingsFields idPrefix="new-quiz" value={draw} onChange={(next) => { setError(''); setDraw(next); }} disabled={busy} />
        </form>
        <AiGenerationPanel disabled={busy} />
        {/* A draw takes its questions from the bank at each attempt: there is no list to write. */}
        {draw.mode === 'fixed' && (
          <>
            <NewQuizQuestionList
              questions={questions}
              planned={Number(settings.questionsCount) || 0}
              disabled={busy}
              onChange={(key, draft) => setQuestions((current) => current.map((q) => (q.key === key ? { ...q, draft } : q)))}
              onRemove={(key) => setQuestions((current) => current.filter((q) => q.key !== key))}
            />
            <NewQuestionSubform disabled={busy} onAdd={(draft) => setQuestions((current) => [...current, toListItem(draft)])} />
          </>
        )}
        <Button type="submit" form="create-quiz-form" variant="contained" size="large" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? 'Creating...' : 'Create Quiz'}
        </Button>
      </Stack>
    </Paper>
  );
}
