import type { QuizDetailDto } from '@league/contract';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { pluralize } from '@/lib/pluralize';

/** Only approved questions may go into a quiz: the server refuses a draft. */
export const canAddToQuiz = (question: BankQuestionDto) => question.status === 'approved';

/**
 * "Added 3 questions to “Spring Exam”." plus what happened to the others. The server answers with
 * the quiz's questions: a chosen one missing from them was copied, because another quiz holds it
 * (and keeps it). One the list showed in this quiz already is left where it is, not added twice.
 */
export function addedToQuizSummary(chosen: BankQuestionDto[], quiz: QuizDetailDto): string {
  const title = `“${quiz.title}”`;
  const inQuiz = new Set(quiz.questions.map((q) => q.id));
  const copied = chosen.filter((q) => !inQuiz.has(q.id)).length;
  const alreadyThere = chosen.filter((q) => q.quiz_id === quiz.id).length;
  const added = chosen.length - alreadyThere;
  if (added === 0) return `Nothing was added: ${alreadyThere === 1 ? 'this question is' : 'these questions are'} already in ${title}.`;

  const sentences = [`Added ${pluralize(added, 'question')} to ${title}.`];
  if (copied > 0) {
    const who = copied === added ? (copied === 1 ? 'It was' : 'They were') : `${copied} of them ${copied === 1 ? 'was' : 'were'}`;
    sentences.push(`${who} already in another quiz, so ${copied === 1 ? 'a copy was' : 'copies were'} added and the other quiz keeps ${copied === 1 ? 'its own' : 'the originals'}.`);
  }
  if (alreadyThere > 0) sentences.push(`${pluralize(alreadyThere, 'question')} ${alreadyThere === 1 ? 'was' : 'were'} already in it and ${alreadyThere === 1 ? 'was' : 'were'} not added again.`);
  return sentences.join(' ');
}
