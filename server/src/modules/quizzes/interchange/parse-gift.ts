import { buildChoice, buildTrueFalse, describeQuestion, reportOf, skipQuestion, withNote, type BuildOutcome, type Choice, type QuestionHead } from './build-question.js';
import { categoryFromMoodlePath, listCategories } from './categories.js';
import { readIdAndTags, splitGiftBlocks, type GiftBlock } from './gift-blocks.js';
import { protectEscapes, readFormatMarker, restoreEscapes } from './gift-escapes.js';
import { readGiftPart, readGiftQuestionText } from './gift-media.js';
import { readGiftGrades } from './moodle-grades.js';
import { checkFileSize, checkMediaSize, checkQuestionCount, measureMedia } from './limits.js';
import { InterchangeFormatError, type InterchangeQuestion, type ParseResult } from './question-model.js';
import { sortTags } from './question-tags.js';
import { cleanText } from './text-format.js';

type QuestionBlock = Extract<GiftBlock, { kind: 'question' }>;

const unsupported = 'Only true/false, multiple-choice and select-all-that-apply questions can be imported.';
const weightPattern = /^%(-?\d+(?:\.\d+)?)%/;
const trueFalsePattern = /^(T|TRUE|F|FALSE)$/i;

/** Reads a GIFT file (Moodle's GIFT format); throws InterchangeFormatError when it cannot be read. */
export function parseGift(text: string): ParseResult {
  checkFileSize(text);
  if (text.trim() === '') throw new InterchangeFormatError('The file is empty.');
  const blocks = splitGiftBlocks(text);
  const questionBlocks = blocks.filter((b): b is QuestionBlock => b.kind === 'question');
  checkQuestionCount(questionBlocks.length);
  checkMediaSize(measureMedia(text).mediaBytes);
  if (!questionBlocks.some((b) => protectEscapes(b.lines.join('\n')).includes('{'))) {
    throw new InterchangeFormatError(
      'This file has no GIFT questions: a GIFT question ends with its answers in braces, for example "The ball is orange. {TRUE}".',
    );
  }

  const result: ParseResult = { questions: [], skipped: [], warnings: [], categories: [] };
  const seenCategories: string[] = [];
  let category = '';
  let index = 0;
  for (const block of blocks) {
    if (block.kind === 'category') {
      category = categoryFromMoodlePath(block.path);
      seenCategories.push(category);
      continue;
    }
    index += 1;
    const outcome = withIdAndTags(parseGiftQuestion(block, index, category), block);
    if ('skipped' in outcome) result.skipped.push(outcome.skipped);
    else {
      result.questions.push(outcome.question);
      result.warnings.push(...reportOf(index, outcome));
    }
  }
  result.categories = listCategories(seenCategories);
  return result;
}

/** The `[id:…]` and `[tag:…]` of a question's comments; an "Edition: …" tag is its edition, as in Moodle XML. */
function withIdAndTags(outcome: BuildOutcome, block: QuestionBlock): BuildOutcome {
  if (!('question' in outcome)) return outcome;
  const { idnumber, tags: texts } = readIdAndTags(block.comments);
  const { ruleReference, edition, tags } = sortTags(texts);
  const extra: Partial<InterchangeQuestion> = {
    ...(idnumber ? { idnumber } : {}),
    ...(!outcome.question.rule_reference && ruleReference ? { rule_reference: ruleReference } : {}),
    ...(edition ? { edition } : {}),
    ...(tags.length ? { tags } : {}),
  };
  return { ...outcome, question: { ...outcome.question, ...extra } };
}

function lineAt(block: QuestionBlock, protectedText: string, offset: number): number {
  return block.line + (protectedText.slice(0, offset).match(/\n/g)?.length ?? 0);
}

function readTitle(text: string): { title?: string; rest: string } {
  if (!text.startsWith('::')) return { rest: text };
  const end = text.indexOf('::', 2);
  if (end === -1) return { rest: text.slice(2) };
  const title = cleanText(restoreEscapes(text.slice(2, end))).replace(/\s+/g, ' ');
  return { ...(title ? { title } : {}), rest: text.slice(end + 2).trim() };
}

function parseGiftQuestion(block: QuestionBlock, index: number, category: string): BuildOutcome {
  const whole = protectEscapes(block.lines.join('\n')).trim();
  const { title, rest } = readTitle(whole);
  const where = describeQuestion(index, title);
  const open = rest.indexOf('{');
  const close = rest.indexOf('}');
  const offsetInWhole = whole.length - rest.length;

  if (open === -1 && close === -1) {
    return skipQuestion({ index, title }, 'description', 'It has no answers (a description or text-only item). ' + unsupported);
  }
  if (open !== -1 && close === -1) {
    const line = lineAt(block, whole, offsetInWhole + open);
    throw new InterchangeFormatError(
      `${where}, line ${line}: the answer block opened with '{' is never closed with '}' (a blank line ends a question).`,
      { line, questionIndex: index },
    );
  }
  if (open === -1 || close < open) {
    const line = lineAt(block, whole, offsetInWhole + close);
    throw new InterchangeFormatError(
      `${where}, line ${line}: a '}' closes an answer block that was never opened (write \\} for a brace in the text).`,
      { line, questionIndex: index },
    );
  }
  const nestedOpen = rest.indexOf('{', open + 1);
  if (nestedOpen !== -1 && nestedOpen < close) {
    const line = lineAt(block, whole, offsetInWhole + nestedOpen);
    throw new InterchangeFormatError(
      `${where}, line ${line}: a second '{' opens before the answer block is closed with '}' (write \\{ for a brace in the text).`,
      { line, questionIndex: index },
    );
  }

  const after = rest.slice(close + 1);
  if (after.includes('{')) {
    return skipQuestion({ index, title }, 'cloze', 'It has several answer blocks inside its text (embedded answers). ' + unsupported);
  }
  // Moodle's missing-word format: answers inside the sentence leave a blank in the text.
  const text = after.trim() === '' ? rest.slice(0, open) : `${rest.slice(0, open)}_____${after}`;

  const { format } = readFormatMarker(rest.slice(0, open), 'moodle');
  let answers = rest.slice(open + 1, close).trim();
  const questionText = readGiftQuestionText(text);
  const notes = [...questionText.notes];
  // Each answer and feedback is read with its own place, so a picture dropped there is named where it was.
  const read: ReadPart = (part, place) => {
    const { text: partText, notes: partNotes } = readGiftPart(part, format, place);
    notes.push(...partNotes);
    return partText;
  };
  let generalFeedback = '';
  const generalAt = answers.lastIndexOf('####');
  if (generalAt !== -1) {
    generalFeedback = read(answers.slice(generalAt + 4), 'its general feedback');
    answers = answers.slice(0, generalAt).trim();
  }
  const head: QuestionHead = {
    index,
    ...(title ? { title } : {}),
    text: questionText.text,
    category,
    ...(block.ruleReference ? { ruleReference: block.ruleReference } : {}),
    generalFeedback,
    where: `${where} (line ${lineAt(block, whole, offsetInWhole)})`,
    line: lineAt(block, whole, offsetInWhole),
  };
  return withMedia(readAnswers(head, answers, read), { media: questionText.media, notes });
}

function withMedia(outcome: BuildOutcome, { media, notes }: { media: InterchangeQuestion['media']; notes: string[] }): BuildOutcome {
  if (!('question' in outcome)) return outcome;
  return { ...outcome, question: { ...outcome.question, ...(media?.length ? { media } : {}), ...(notes.length ? { media_notes: notes } : {}) } };
}

type ReadPart = (protectedPart: string, place: string) => string;

function readAnswers(head: QuestionHead, answers: string, read: ReadPart): BuildOutcome {
  if (answers === '') return skipQuestion(head, 'essay', 'It has an empty answer block (an essay question). ' + unsupported);
  if (answers.startsWith('#')) return skipQuestion(head, 'numerical', 'It asks for a number (a numerical question). ' + unsupported);
  if (answers.includes('~')) {
    // Moodle's rule: without any '=' the question is multiple-response.
    const single = answers.includes('=');
    const typeName = single ? 'multiple choice' : 'multiple response';
    const choices = readChoices(answers, read);
    // Moodle's list of grades (decision 0117), with hand-shortened grades read and reported (0189).
    const grades = readGiftGrades(choices.map((c) => c.written), single);
    if ('refused' in grades) return skipQuestion(head, typeName, grades.refused);
    const graded = choices.map((c, i) => ({ ...c, weight: grades.weights[i]! }));
    return withNote(buildChoice(head, graded, "mark the right option with '='.", typeName, single), grades.note);
  }
  if (answers.includes('=') && answers.includes('->')) {
    return skipQuestion(head, 'matching', 'It pairs items with "->" (a matching question). ' + unsupported);
  }
  const [answer = '', wrongFeedback = '', rightFeedback = ''] = splitLimit(answers, '#', 3);
  if (!trueFalsePattern.test(answer.trim())) {
    return skipQuestion(head, 'short answer', 'It asks the referee to type the answer (a short-answer question). ' + unsupported);
  }
  const isTrue = answer.trim().toUpperCase().startsWith('T');
  const right = read(rightFeedback, 'the feedback on a right answer');
  const wrong = read(wrongFeedback, 'the feedback on a wrong answer');
  return buildTrueFalse(head, isTrue, isTrue ? right : wrong, isTrue ? wrong : right);
}

/** Moodle's reading: every '=' starts a right answer, every '~' another answer. */
function readChoices(answers: string, read: ReadPart): (Choice & { written: string })[] {
  const parts = answers.replaceAll('=', '~=').split('~');
  if (parts[0]!.trim() === '') parts.shift();
  return parts.map((raw, i) => {
    let part = raw.trim();
    let written = '0';
    if (part.startsWith('=')) {
      written = '100';
      part = part.slice(1);
    } else {
      const match = weightPattern.exec(part);
      if (match) {
        written = match[1]!;
        part = part.slice(match[0].length);
      }
    }
    const [answer = '', feedback = ''] = splitLimit(part, '#', 2);
    return { text: read(answer, `answer ${i + 1}`), weight: Number(written), written, feedback: read(feedback, `the feedback on answer ${i + 1}`) };
  });
}

/** Splits on the first `limit - 1` separators; the last piece keeps any further ones. */
function splitLimit(text: string, separator: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (pieces.length < limit - 1) {
    const at = rest.indexOf(separator);
    if (at === -1) break;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  pieces.push(rest);
  return pieces;
}
