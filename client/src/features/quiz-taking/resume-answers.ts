import type { QuizAnswers } from './api/submit-quiz-attempt';

type ServerAnswers = Record<string, string | null> | undefined;

/** The server's saved answers (cleared ones dropped), with this tab's newer picks over them. */
export function mergeResumeAnswers(server: ServerAnswers, local: QuizAnswers | undefined): QuizAnswers {
  const merged: QuizAnswers = {};
  for (const [id, answer] of Object.entries(server ?? {})) if (typeof answer === 'string' && answer) merged[id] = answer;
  return { ...merged, ...(local ?? {}) };
}

/** Answers this tab holds that differ from what the server said it saved. */
export function unsavedAnswers(answers: QuizAnswers, server: ServerAnswers): QuizAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([id, answer]) => server?.[id] !== answer));
}
