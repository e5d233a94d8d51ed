import { matchChoices, readChoiceList, writeChoiceList } from '@league/contract';
import type { QuestionDto, QuestionInput, QuestionType } from '@/features/quiz-admin/api/types';

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
  /** A select-all question's ticked option slots: a ticked option emptied while being retyped stays ticked. */
  ticked_slots?: number[];
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

export function questionToDraft(q: Partial<QuestionDto>): QuestionDraft {
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

/** The ticked right options of a select-all question (its key is a JSON list, decision 0053), as the options spell them. */
export const tickedOptions = (draft: QuestionDraft) => matchChoices(filledOptions(draft), readChoiceList(draft.correct_answer));

/** The ticked slots: as kept while editing, else the slots whose option is in the key. */
export function tickedSlots(draft: QuestionDraft): number[] {
  if (draft.ticked_slots) return draft.ticked_slots;
  const key = readChoiceList(draft.correct_answer);
  return draft.options.flatMap((o, i) => (o.trim() && matchChoices([o.trim()], key).length ? [i] : []));
}

/** The ticked slots and the key they give with these options (empty slots are no answer). */
export function tickSlots(options: string[], slots: number[]): Pick<QuestionDraft, 'correct_answer' | 'ticked_slots' | 'answer_slot'> {
  const sorted = [...new Set(slots)].sort((a, b) => a - b);
  return { ticked_slots: sorted, correct_answer: writeChoiceList(sorted.map((i) => options[i]?.trim() ?? '').filter(Boolean)), answer_slot: null };
}

/**
 * The answer carried over when the type changes: one right option becomes the only ticked one
 * of a select-all question and back; several ticked options cannot be one answer, so none is kept.
 */
export function answerForType(draft: QuestionDraft, type: QuestionType): Pick<QuestionDraft, 'correct_answer' | 'answer_slot' | 'ticked_slots'> {
  const none = { correct_answer: '', answer_slot: null, ticked_slots: [] };
  const from = draft.question_type === 'multiple_response' ? tickedOptions(draft) : [draft.correct_answer.trim()].filter(Boolean);
  if (type === 'multiple_response') {
    const slots = draft.options.flatMap((o, i) => (o.trim() && from.includes(o.trim()) ? [i] : []));
    return slots.length ? tickSlots(draft.options, slots) : none;
  }
  const single = { ...none, ticked_slots: undefined };
  if (from.length !== 1) return single;
  const answer = from[0]!;
  if (type === 'true_false') return ['true', 'false'].includes(answer) ? { ...single, correct_answer: answer } : single;
  const slot = draft.options.findIndex((o) => o.trim() === answer);
  return slot >= 0 ? { ...single, correct_answer: answer, answer_slot: slot } : single;
}

/** True/false questions carry no options; the server stores their answer as 'true' or 'false'. */
export function draftToPayload(draft: QuestionDraft): QuestionInput {
  const type = draft.question_type || 'multiple_choice';
  return {
    question_text: draft.question_text.trim(),
    question_type: type,
    options: type === 'true_false' ? [] : filledOptions(draft),
    correct_answer: type === 'multiple_response' ? writeChoiceList(tickedOptions(draft)) : draft.correct_answer.trim(),
    explanation: draft.explanation.trim(),
    rule_reference: draft.rule_reference.trim(),
  };
}

/** The checks of the spec's "add question to an existing quiz" form, first failure wins. */
export function validateNewQuestion(draft: QuestionDraft): string | null {
  if (!draft.question_text.trim()) return 'Please enter question text';
  if (!draft.question_type) return 'Please select question type';
  if (draft.question_type === 'multiple_response') return selectAllProblem(draft);
  if (!draft.correct_answer.trim()) return 'Please select/enter correct answer';
  if (draft.question_type === 'multiple_choice' && filledOptions(draft).length < 2) {
    return 'Please provide at least 2 options for multiple choice questions';
  }
  return choiceOptionsProblem(draft);
}

/** The create form's own first check, then the option rule the server applies to every choice question. */
export function validateCreateQuestion(draft: QuestionDraft): string | null {
  if (draft.question_type === 'multiple_response') return draft.question_text.trim() ? selectAllProblem(draft) : 'Please fill in question text and correct answer';
  if (!draft.question_text.trim() || !draft.correct_answer.trim()) return 'Please fill in question text and correct answer';
  return choiceOptionsProblem(draft);
}

/** The rules of decision 0053: at least two options, then at least one of them ticked as right. */
function selectAllProblem(draft: QuestionDraft): string | null {
  return choiceOptionsProblem(draft) ?? (tickedOptions(draft).length === 0 ? 'Please tick at least one right answer' : null);
}

function choiceOptionsProblem(draft: QuestionDraft): string | null {
  if (draft.question_type === 'true_false' || !draft.question_type) return null;
  if (filledOptions(draft).length < 2) return `Please provide at least 2 options for ${questionTypeLabels[draft.question_type].toLowerCase()} questions`;
  return null;
}
