import { z } from 'zod';
import { maxEditionLength } from './bank-fields.js';

/**
 * The tag that marks a bank question as being about a rule change of its edition (decision
 * 0082). A recertification quiz draws only approved questions of its edition carrying it;
 * tags compare ignoring case.
 */
export const ruleChangeTag = 'rule-change';

const editionMessage = `The recertification edition must be text of at most ${maxEditionLength} characters, or null.`;

/**
 * A quiz marked as the recertification quiz of a rule edition ("FIBA 2026"): its draw asks only
 * that edition's rule-change questions, and opening it reminds referees certified for an older
 * edition. null (or blank) marks an ordinary quiz.
 */
export const quizRecertificationFields = {
  recertification_edition: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string({ error: editionMessage }).trim().max(maxEditionLength, editionMessage).nullable(),
    )
    .optional(),
};

export const recertificationNeedsDrawMessage =
  'A recertification quiz draws its questions from the bank: add at least one draw rule (a category and how many questions).';
