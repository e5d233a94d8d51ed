import { drawRulesSchema, maxEditionLength, type DrawRuleDto, type QuizDto } from '@league/contract';

/** One draw rule as typed: the count is the text of its number field. */
export interface DrawRuleDraft {
  key: number;
  category: string;
  count: string;
}

/** How a quiz gets its questions, and what it shuffles per attempt. */
export interface DrawSettingsDraft {
  mode: 'fixed' | 'draw';
  rules: DrawRuleDraft[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** A draw may recertify a rule edition: it then asks only that edition's rule-change questions (decision 0082). */
  recertification: boolean;
  edition: string;
}

export interface DrawSettingsPayload {
  draw_rules: DrawRuleDto[] | null;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  recertification_edition: string | null;
}

// Row keys only need to be unique within the page's lifetime.
let nextRuleKey = 1;
export const newDrawRule = (category = '', count = '5'): DrawRuleDraft => ({ key: nextRuleKey++, category, count });

export const defaultDrawSettings: DrawSettingsDraft = { mode: 'fixed', rules: [], shuffleQuestions: false, shuffleOptions: false, recertification: false, edition: '' };

export function drawSettingsFromQuiz(quiz: Pick<QuizDto, 'draw_rules' | 'shuffle_questions' | 'shuffle_options' | 'recertification_edition'>): DrawSettingsDraft {
  return {
    mode: quiz.draw_rules ? 'draw' : 'fixed',
    rules: (quiz.draw_rules ?? []).map((r) => newDrawRule(r.category, String(r.count))),
    shuffleQuestions: quiz.shuffle_questions,
    shuffleOptions: quiz.shuffle_options,
    recertification: !!quiz.recertification_edition,
    edition: quiz.recertification_edition ?? '',
  };
}

const editionMissing = 'Please name the rule edition this quiz recertifies, for example FIBA 2026.';
const editionTooLong = `The rule edition must be at most ${maxEditionLength} characters long.`;

/** The edition a recertification draw sends, or the problem with it; a fixed list never recertifies. */
function checkRecertification(draft: DrawSettingsDraft): { ok: true; edition: string | null } | { ok: false; message: string } {
  if (draft.mode === 'fixed' || !draft.recertification) return { ok: true, edition: null };
  const edition = draft.edition.trim();
  if (!edition) return { ok: false, message: editionMissing };
  if (edition.length > maxEditionLength) return { ok: false, message: editionTooLong };
  return { ok: true, edition };
}

/**
 * The contract's rule checks (the server's own sentences) plus one the form can see: a
 * category chosen twice. Whether the bank holds enough approved questions is the server's call.
 */
export function checkDrawSettings(draft: DrawSettingsDraft): { ok: true; value: DrawSettingsPayload } | { ok: false; message: string } {
  const recertification = checkRecertification(draft);
  if (!recertification.ok) return recertification;
  const shuffles = { shuffle_questions: draft.shuffleQuestions, shuffle_options: draft.shuffleOptions, recertification_edition: recertification.edition };
  if (draft.mode === 'fixed') return { ok: true, value: { draw_rules: null, ...shuffles } };
  if (draft.rules.length === 0) return { ok: false, message: 'Please add at least one draw rule: a category and how many of its questions to ask.' };
  const parsed = drawRulesSchema.safeParse(draft.rules.map((r) => ({ category: r.category, count: r.count.trim() === '' ? undefined : r.count })));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the draw rules.' };
  const rules = parsed.data ?? [];
  const repeated = rules.find((r, i) => rules.findIndex((s) => s.category === r.category) !== i);
  if (repeated) return { ok: false, message: `“${repeated.category}” is chosen twice: use one rule per category.` };
  return { ok: true, value: { draw_rules: rules, ...shuffles } };
}
