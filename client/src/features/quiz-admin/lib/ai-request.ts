import { maxSourceTextLength } from '@league/contract';
import type { GenerateQuestionsInput } from '@/features/quiz-admin/api/generate-questions';
import type { AiTopicDto, QuestionType } from '@/features/quiz-admin/api/types';

export const aiCountRange = { min: 1, max: 20, default: 10 } as const;

export interface AiRequestForm {
  topic: AiTopicDto | undefined;
  customPrompt: string;
  sourceText?: string;
  edition?: string;
  count: string;
  types: QuestionType[];
}

/** A custom prompt wins over the topic's description; rule text alone is enough too. The first problem found is reported. */
export function buildAiRequest(form: AiRequestForm): { ok: true; input: GenerateQuestionsInput } | { ok: false; message: string } {
  const prompt = form.customPrompt.trim() || form.topic?.description?.trim() || '';
  const sourceText = form.sourceText?.trim() ?? '';
  const edition = form.edition?.trim() ?? '';
  if (!prompt && !sourceText) return { ok: false, message: 'Please select a topic or enter a custom prompt' };
  if (sourceText.length > maxSourceTextLength) return { ok: false, message: `The rule text must be at most ${maxSourceTextLength} characters long` };
  const count = Number(form.count);
  if (!form.count.trim() || !Number.isInteger(count) || count < aiCountRange.min || count > aiCountRange.max) {
    return { ok: false, message: `Number of questions must be a whole number from ${aiCountRange.min} to ${aiCountRange.max}` };
  }
  if (form.types.length === 0) return { ok: false, message: 'Please select at least one question type' };
  return {
    ok: true,
    input: {
      ...(prompt ? { prompt } : {}),
      ...(sourceText ? { source_text: sourceText } : {}),
      ...(edition ? { edition } : {}),
      num_questions: count,
      question_types: form.types,
    },
  };
}
