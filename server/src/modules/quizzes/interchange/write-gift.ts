import { writeIdAndTags } from './gift-blocks.js';
import { escapeGift } from './gift-escapes.js';
import { categoryToMoodlePath } from './categories.js';
import { optionWeights } from './choice-weights.js';
import type { InterchangeQuestion } from './question-model.js';
import { writtenTags } from './question-tags.js';

/*
 * Every text is written as [plain] so Moodle shows it as typed and our reader never takes
 * it for HTML. A part starting with '[' gets its own [plain] so it is not read as a marker,
 * and a wrong option starting with '%12%' gets an explicit weight so it is not read as one.
 */
function part(text: string): string {
  const escaped = escapeGift(text);
  return text.startsWith('[') ? `[plain]${escaped}` : escaped;
}

function choice(text: string, right: boolean): string {
  if (right) return `=${part(text)}`; // after '=' no weight is read, in Moodle as here
  return /^%-?\d/.test(text) ? `~%0%${part(text)}` : `~${part(text)}`;
}

function writeQuestion(q: InterchangeQuestion): string {
  const lines: string[] = [];
  if (q.rule_reference) lines.push(`// Rule reference: ${q.rule_reference.replace(/\s+/g, ' ').trim()}`);
  // Moodle's GIFT reads an ID number and tags from a comment (the edition travels as a tag, as in Moodle XML).
  lines.push(...writeIdAndTags(q.idnumber, writtenTags(q)));
  const title = q.title ? `::${escapeGift(q.title)}:: ` : '';
  const general = q.explanation ? `####${part(q.explanation)}` : '';
  const text = `${title}[plain]${escapeGift(q.question_text)}`;
  if (q.question_type === 'true_false') {
    lines.push(`${text} {${q.correct_answer === 'true' ? 'TRUE' : 'FALSE'}${general}}`);
  } else {
    lines.push(`${text} {`);
    if (q.question_type === 'multiple_response') for (const o of optionWeights(q)) lines.push(`\t~%${o.weight}%${part(o.text)}`);
    else for (const option of q.options) lines.push(`\t${choice(option, option === q.correct_answer)}`);
    if (general) lines.push(`\t${general}`);
    lines.push('}');
  }
  return lines.join('\n');
}

/** Writes questions as a GIFT file that Moodle imports; categories become `$CATEGORY:` lines. */
export function writeGift(questions: InterchangeQuestion[]): string {
  const chunks: string[] = [];
  let category = '';
  for (const q of questions) {
    if (q.category !== category) {
      chunks.push(`$CATEGORY: ${categoryToMoodlePath(q.category)}`);
      category = q.category;
    }
    chunks.push(writeQuestion(q));
  }
  return `${chunks.join('\n\n')}\n`;
}
