import { useLocation } from 'react-router-dom';
import { QuizPage } from '@/features/quiz-taking/components/quiz-page';
import type { StartAttemptResponse, ResultsState } from '@/api/quizzes/quiz-session-types';
import { renderRoutes } from '@/testing/render-with-providers';
import { storeRefereeSession } from '@/testing/referee-fixtures';

function ResultsProbe() {
  const state = useLocation().state as ResultsState | null;
  return (
    <h1>
      Results page, score {state?.result.score}, used {state?.timeUsedMinutes} of {state?.timeLimitMinutes}
    </h1>
  );
}

/** The quiz page at /referee/quiz/7, handed the session the dashboard would pass (or none). */
export function renderQuiz(session: StartAttemptResponse | null, options: { documentStyles?: boolean } = {}) {
  storeRefereeSession();
  return renderRoutes(
    [
      { path: '/referee/quiz/:quizId', element: <QuizPage /> },
      { path: '/referee/quiz/results', element: <ResultsProbe /> },
      { path: '/referee/dashboard', element: <h1>Dashboard page</h1> },
    ],
    '/referee/quiz/7',
    { state: session ? { session } : undefined, documentStyles: options.documentStyles },
  );
}
