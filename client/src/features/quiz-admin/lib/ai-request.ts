import type { GenerateQuestionsInput } from '@/features/quiz-admin/api/generate-questions';
import type { AiTopic, QuestionType } from '@/features/quiz-admin/api/types';

export const aiCountRange = { min: 1, max: 20, default: 10 } as const;

export interface AiRequestForm {
  topic: AiTopic | undefined;
  customPrompt: string;
  count: string;
  types: QuestionType[];
}

/** A custom prompt wins over the topic's description; the first problem found is reported. */
export function buildAiRequest(form: AiRequestForm): { ok: true; input: GenerateQuestionsInput } | { ok: false; message: string } {
  const prompt = form.customPrompt.trim() || form.topic?.description?.trim() || '';
  if (!prompt) return { ok: false, message: 'Please select a topic or enter a custom prompt' };
  const count = Number(form.count);
  if (!form.count.trim() || !Number.isInteger(count) || count < aiCountRange.min || count > aiCountRange.max) {
    return { ok: false, message: `Number of questions must be a whole number from ${aiCountRange.min} to ${aiCountRange.max}` };
  }
  if (form.types.length === 0) return { ok: false, message: 'Please select at least one question type' };
  return { ok: true, input: { prompt, num_questions: count, question_types: form.types } };
}
