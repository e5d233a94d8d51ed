import type { Question, QuestionPayload, QuestionType } from '@/features/quiz-admin/api/types';

/** A question being typed: the type may still be unchosen and options keep their empty slots. */
export interface QuestionDraft {
  question_text: string;
  question_type: QuestionType | '';
  options: string[];
  correct_answer: string;
  explanation: string;
  rule_reference: string;
  /** Which option slot holds the answer, so rewording that option (even via empty) keeps it the answer. */
  answer_slot: number | null;
}

export const optionSlots = 4;

export const questionTypeLabels: Record<QuestionType, string> = {
  multiple_choice: 'Multiple Choice',
  true_false: 'True/False',
  single_choice: 'Single Choice',
  multiple_response: 'Select All That Apply',
};

export function padOptions(options: readonly string[] = []): string[] {
  const padded = [...options];
  while (padded.length < optionSlots) padded.push('');
  return padded;
}

export function emptyQuestionDraft(type: QuestionType | '' = ''): QuestionDraft {
  return { question_text: '', question_type: type, options: padOptions(), correct_answer: '', explanation: '', rule_reference: '', answer_slot: null };
}

export function questionToDraft(q: Partial<Question>): QuestionDraft {
  const slot = (q.options ?? []).findIndex((o) => o === q.correct_answer);
  return {
    answer_slot: slot >= 0 ? slot : null,
    question_text: q.question_text ?? '',
    question_type: q.question_type ?? '',
    options: padOptions(q.options ?? []),
    correct_answer: q.correct_answer ?? '',
    explanation: q.explanation ?? '',
    rule_reference: q.rule_reference ?? '',
  };
}

export const filledOptions = (draft: QuestionDraft) => draft.options.map((o) => o.trim()).filter(Boolean);

/** True/false questions carry no options; the server stores their answer as 'true' or 'false'. */
export function draftToPayload(draft: QuestionDraft): QuestionPayload {
  const type = draft.question_type || 'multiple_choice';
  return {
    question_text: draft.question_text.trim(),
    question_type: type,
    options: type === 'true_false' ? [] : filledOptions(draft),
    correct_answer: draft.correct_answer.trim(),
    explanation: draft.explanation.trim(),
    rule_reference: draft.rule_reference.trim(),
  };
}

/** The checks of the spec's "add question to an existing quiz" form, first failure wins. */
export function validateNewQuestion(draft: QuestionDraft): string | null {
  if (!draft.question_text.trim()) return 'Please enter question text';
  if (!draft.question_type) return 'Please select question type';
  if (!draft.correct_answer.trim()) return 'Please select/enter correct answer';
  if (draft.question_type === 'multiple_choice' && filledOptions(draft).length < 2) {
    return 'Please provide at least 2 options for multiple choice questions';
  }
  return choiceOptionsProblem(draft);
}

/** The create form's own first check, then the option rule the server applies to every choice question. */
export function validateCreateQuestion(draft: QuestionDraft): string | null {
  if (!draft.question_text.trim() || !draft.correct_answer.trim()) return 'Please fill in question text and correct answer';
  return choiceOptionsProblem(draft);
}

function choiceOptionsProblem(draft: QuestionDraft): string | null {
  if (draft.question_type === 'true_false' || !draft.question_type) return null;
  if (filledOptions(draft).length < 2) return `Please provide at least 2 options for ${questionTypeLabels[draft.question_type].toLowerCase()} questions`;
  return null;
}
