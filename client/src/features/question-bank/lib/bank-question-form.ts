import { checkQuestionRules, maxOptionsPerQuestion, updateBankQuestionInputSchema } from '@league/contract';
import { parseForm } from '@/lib/form-errors';
import type { BankQuestionDto, UpdateBankQuestionInput, QuestionDifficulty } from '@/api/question-bank/bank-types';

/** The edit form's view of a bank question: tags as the comma-separated text typed, options with empty slots. */
export interface BankQuestionForm {
  question_text: string;
  options: string[];
  correct_answer: string;
  explanation: string;
  rule_reference: string;
  category: string;
  difficulty: QuestionDifficulty;
  edition: string;
  tags: string;
  /** Moodle's question name and ID number; blank means none. */
  name: string;
  idnumber: string;
}

const minSlots = 4;

export function questionToForm(q: BankQuestionDto): BankQuestionForm {
  const options = [...q.options];
  while (options.length < minSlots) options.push('');
  return {
    question_text: q.question_text,
    options,
    correct_answer: q.correct_answer,
    explanation: q.explanation,
    rule_reference: q.rule_reference,
    category: q.category,
    difficulty: q.difficulty,
    edition: q.edition,
    tags: q.tags.join(', '),
    name: q.name ?? '',
    idnumber: q.idnumber ?? '',
  };
}

const splitTags = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether saving this form would change what referees are asked (and so start a new version). */
export function changesWording(q: BankQuestionDto, form: BankQuestionForm): boolean {
  const options = form.options.map((o) => o.trim()).filter(Boolean);
  return form.question_text.trim() !== q.question_text || form.correct_answer.trim() !== q.correct_answer || (q.question_type !== 'true_false' && !sameList(options, q.options));
}

/**
 * Only the fields that changed are sent: a question in an active quiz may have its wording
 * fixed, but not its options, even unchanged ones. The contract's schema gives the sentences.
 */
export function buildBankQuestionUpdate(q: BankQuestionDto, form: BankQuestionForm): { ok: true; input: UpdateBankQuestionInput } | { ok: false; message: string } {
  const options = q.question_type === 'true_false' ? [] : form.options.map((o) => o.trim()).filter(Boolean);
  const whole = { ...form, question_type: q.question_type, options, tags: splitTags(form.tags) };
  const parsed = parseForm(updateBankQuestionInputSchema, whole);
  if (!parsed.ok) return { ok: false, message: parsed.firstError };
  const rule = checkQuestionRules({ question_type: q.question_type, options, correct_answer: form.correct_answer.trim() }, maxOptionsPerQuestion);
  if (rule) return { ok: false, message: rule.message };
  const current: Record<string, unknown> = { ...q };
  const input = Object.fromEntries(
    Object.entries(parsed.data).filter(([key, value]) => {
      if (key === 'question_type' || value === undefined) return false;
      const before = current[key];
      return Array.isArray(value) ? !sameList(value as string[], (before as string[]) ?? []) : value !== before;
    }),
  ) as UpdateBankQuestionInput;
  return { ok: true, input };
}

