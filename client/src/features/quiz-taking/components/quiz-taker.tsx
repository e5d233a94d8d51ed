import { useEffect, useState } from 'react';
import { Alert, Button, Container, Stack } from '@mui/material';
import type { QuizAnswers } from '@/features/quiz-taking/api/submit-quiz-attempt';
import { saveQuizProgress, type QuizProgress } from '@/features/quiz-taking/quiz-progress-storage';
import { unsavedAnswers } from '@/features/quiz-taking/resume-answers';
import { useAutosave } from '@/features/quiz-taking/use-autosave';
import { useCountdown } from '@/features/quiz-taking/use-countdown';
import { useSubmitQuiz } from '@/features/quiz-taking/use-submit-quiz';
import { AutosaveStatusLine } from './autosave-status';
import { ConfirmSubmitDialog } from './confirm-submit-dialog';
import { QuestionCard } from './question-card';
import { QuestionOverview } from './question-overview';
import { QuizHeader } from './quiz-header';
import { QuizNavigation } from './quiz-navigation';

/** One attempt in progress: answers are saved to the server as they are picked, and kept in the tab. */
export function QuizTaker({ initial }: { initial: QuizProgress }) {
  const { session, deadlineMs } = initial;
  const questions = [...session.quiz.questions].sort((a, b) => a.order - b.order);
  const [answers, setAnswers] = useState<QuizAnswers>(initial.answers);
  const [index, setIndex] = useState(Math.min(initial.currentIndex, Math.max(questions.length - 1, 0)));
  const [confirming, setConfirming] = useState(false);
  const { submit, submitting, error } = useSubmitQuiz(session);
  // The server closed the attempt (time ran out): submitting fetches its stored result.
  const autosave = useAutosave(session.attempt.id, () => void submit(answers));
  const secondsLeft = useCountdown(deadlineMs, () => void submit(answers));
  const timeUp = secondsLeft === 0;

  useEffect(() => {
    saveQuizProgress(session.quiz.id, { session, deadlineMs, answers, currentIndex: index });
  }, [session, deadlineMs, answers, index]);

  // Answers picked in this tab that the server may not hold yet (a reload during a failed save).
  const { queue } = autosave;
  useEffect(() => {
    const missing = unsavedAnswers(initial.answers, session.saved_answers);
    if (Object.keys(missing).length) queue(missing);
  }, [initial.answers, session.saved_answers, queue]);

  const question = questions[index];
  // QuizPage only renders this with questions; the guard keeps the types honest.
  if (!question) return null;
  const unanswered = questions.filter((q) => !answers[String(q.id)]).length;
  const requestSubmit = () => (unanswered > 0 ? setConfirming(true) : void submit(answers));
  const answer = (value: string) => {
    setAnswers((a) => ({ ...a, [String(question.id)]: value }));
    queue({ [String(question.id)]: value });
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <QuizHeader
          title={session.quiz.title}
          index={index}
          total={questions.length}
          answered={questions.length - unanswered}
          secondsLeft={secondsLeft}
          status={<AutosaveStatusLine status={autosave.status} />}
          extraTime={
            session.attempt.extra_time_percent && session.attempt.time_limit_minutes
              ? { limitMinutes: session.attempt.time_limit_minutes, percent: session.attempt.extra_time_percent }
              : null
          }
        />
        {timeUp && !error && <Alert severity="warning">Time is up. Submitting your answers...</Alert>}
        {error && (
          <Alert
            severity="error"
            action={<Button color="inherit" size="small" onClick={() => void submit(answers)} disabled={submitting}>Try Again</Button>}
          >
            {error}
          </Alert>
        )}
        <QuestionCard question={question} answer={answers[String(question.id)]} disabled={submitting || timeUp} onAnswer={answer} />
        <QuizNavigation
          index={index}
          total={questions.length}
          unanswered={unanswered}
          submitting={submitting}
          onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
          onNext={() => setIndex((i) => Math.min(questions.length - 1, i + 1))}
          onSubmit={requestSubmit}
        />
        <QuestionOverview questions={questions} currentIndex={index} isAnswered={(id) => !!answers[String(id)]} onJump={setIndex} />
      </Stack>
      <ConfirmSubmitDialog
        open={confirming}
        unanswered={unanswered}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void submit(answers);
        }}
      />
    </Container>
  );
}
