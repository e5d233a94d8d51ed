import { buildChoice, buildTrueFalse, describeQuestion, reportOf, skipQuestion, withNote, type BuildOutcome, type Choice, type QuestionHead } from './build-question.js';
import { categoryFromMoodlePath, listCategories } from './categories.js';
import { checkFileSize, checkMediaSize, checkQuestionCount, measureMedia } from './limits.js';
import { InterchangeFormatError, type InterchangeQuestion, type ParseResult } from './question-model.js';
import { cleanText, readsAsHtml, toPlainText, type TextFormat } from './text-format.js';
import { describeDroppedMedia } from './dropped-media.js';
import { embeddedFiles, readQuestionMedia } from './embedded-media.js';
import { oldImageTag } from './old-image-tag.js';
import { sortTags, type ReadTags } from './question-tags.js';
import { parseXmlSafely } from './xml-safety.js';
import { cleanQuestionName } from './question-name.js';
import { readMoodleGrades } from './moodle-grades.js';

type XmlNode = Record<string, unknown>;

const unsupported = 'Only true/false, multiple-choice and select-all-that-apply questions can be imported.';
const typeNames: Record<string, string> = {
  essay: 'essay',
  match: 'matching',
  numerical: 'numerical',
  shortanswer: 'short answer',
  multianswer: 'cloze',
  cloze: 'cloze',
  description: 'description',
  calculated: 'calculated',
  calculatedsimple: 'calculated',
  calculatedmulti: 'calculated',
  ddwtos: 'drag and drop',
  gapselect: 'select missing words',
  randomsamatch: 'random matching',
  ordering: 'ordering',
};
const formats: Record<string, TextFormat> = { html: 'html', moodle_auto_format: 'moodle', markdown: 'markdown', plain_text: 'plain' };

const asNode = (value: unknown): XmlNode => (value !== null && typeof value === 'object' ? (value as XmlNode) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The text of `<x>text</x>` or `<x><text>text</text></x>`. */
function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const node = asNode(value);
  if ('text' in node) return textOf(node.text);
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}

function formatOf(value: unknown, fallback: TextFormat): TextFormat {
  const name = asNode(value)['@_format'];
  return typeof name === 'string' ? (formats[name] ?? fallback) : fallback;
}

/** Reads a Moodle XML question export; throws InterchangeFormatError when it cannot be read. */
export function parseMoodleXml(xml: string): ParseResult {
  checkFileSize(xml);
  if (xml.trim() === '') throw new InterchangeFormatError('The file is empty.');
  const root = parseXmlSafely(xml);
  if (!('quiz' in root)) {
    throw new InterchangeFormatError('This XML file is not a Moodle question export: it has no <quiz> element.');
  }
  const entries = asList(asNode(root.quiz).question).map(asNode);
  const questionCount = entries.filter((q) => q['@_type'] !== 'category').length;
  checkQuestionCount(questionCount);
  checkMediaSize(measureMedia(xml).mediaBytes);
  if (questionCount === 0) throw new InterchangeFormatError('The file holds no questions.');

  const result: ParseResult = { questions: [], skipped: [], warnings: [], categories: [] };
  const seenCategories: string[] = [];
  let category = '';
  let index = 0;
  for (const entry of entries) {
    if (entry['@_type'] === 'category') {
      category = categoryFromMoodlePath(textOf(entry.category));
      seenCategories.push(category);
      continue;
    }
    index += 1;
    const outcome = readQuestion(entry, index, category);
    if ('skipped' in outcome) result.skipped.push(outcome.skipped);
    else {
      result.questions.push(outcome.question);
      result.warnings.push(...reportOf(index, outcome));
    }
  }
  result.categories = listCategories(seenCategories);
  return result;
}

/** Moodle's tags: ours carry the rule reference and edition ("Rule reference: Art. 33"), the rest are free tags. */
const readTags = (entry: XmlNode): ReadTags => sortTags(asList(asNode(entry.tags).tag).map((tag) => cleanText(textOf(tag))));

/** Moodle's import cleans a name as PARAM_TEXT: its tags go ("<strong>Travel</strong>" is "Travel"); then one line (decision 0114). */

function readQuestion(entry: XmlNode, index: number, category: string): BuildOutcome {
  const type = typeof entry['@_type'] === 'string' ? entry['@_type'] : 'unknown';
  const title = cleanQuestionName(cleanText(textOf(entry.name))) || undefined;
  if (type !== 'truefalse' && type !== 'multichoice') {
    return skipQuestion({ index, title }, typeNames[type] ?? type, `Its type (${typeNames[type] ?? type}) cannot be imported. ${unsupported}`);
  }
  const format = formatOf(entry.questiontext, 'moodle');
  const embedded = readMedia(entry, format);
  const { ruleReference, edition, tags } = readTags(entry);
  const idnumber = cleanText(textOf(entry.idnumber)).trim();
  const head: QuestionHead = {
    index,
    ...(title ? { title } : {}),
    text: toPlainText(embedded.html, format),
    category,
    ...(ruleReference ? { ruleReference } : {}),
    generalFeedback: toPlainText(textOf(entry.generalfeedback), formatOf(entry.generalfeedback, format)),
    where: describeQuestion(index, title),
  };
  const answers = asList(entry.answer).map((a) => readAnswer(asNode(a), format));
  const shuffle = textOf(entry.shuffleanswers).trim().toLowerCase();
  const extra = {
    ...(idnumber ? { idnumber } : {}),
    ...(edition ? { edition } : {}),
    ...(tags.length ? { tags } : {}),
    ...(embedded.media.length ? { media: embedded.media } : {}),
    ...(embedded.notes.length ? { media_notes: embedded.notes } : {}),
    ...(type !== 'truefalse' && (shuffle === 'false' || shuffle === '0') ? { shuffle_answers: false } : {}),
  };
  return withHintsReported(withExtra(readChoiceOrTrueFalse(entry, type, head, answers), extra), asList(entry.hint).length);
}

/** Moodle's hints serve its interactive behaviour, which a quiz here does not have: the report says they were left out. */
function withHintsReported(outcome: BuildOutcome, hints: number): BuildOutcome {
  if (hints === 0) return outcome;
  return withNote(outcome, `Its ${hints === 1 ? 'hint was' : `${hints} hints were`} not imported: quizzes here give no hints between tries. Add what matters to the general feedback.`);
}

/** The question text's files (decision 0080), and a sentence per file in an answer or feedback, linked or shown, which cannot be kept (0087). */
function readMedia(entry: XmlNode, format: TextFormat) {
  const html = textOf(entry.questiontext);
  const isHtml = format === 'html' || format === 'moodle';
  const files = embeddedFiles(entry.questiontext);
  const oldImage = oldImageTag(textOf(entry.image), textOf(entry.image_base64), files);
  const read = readQuestionMedia((isHtml ? html : '') + oldImage, files);
  const notesOn = (node: unknown, place: string) =>
    isHtmlText(node, format) ? describeDroppedMedia(textOf(node), place, embeddedFiles(node).keys()) : [];
  asList(entry.answer).forEach((a, i) => {
    read.notes.push(...notesOn(a, `answer ${i + 1}`), ...notesOn(asNode(a).feedback, `the feedback on answer ${i + 1}`));
  });
  read.notes.push(...notesOn(entry.generalfeedback, 'its general feedback'));
  return isHtml ? read : { ...read, html };
}

/** Only a text read as HTML has pictures to drop; in plain text a tag is words. */
const isHtmlText = (node: unknown, fallback: TextFormat) => readsAsHtml(textOf(node), formatOf(node, fallback));

function readChoiceOrTrueFalse(entry: XmlNode, type: string, head: QuestionHead, answers: Choice[]): BuildOutcome {
  if (type === 'truefalse') return readTrueFalse(head, answers);
  const single = textOf(entry.single).trim().toLowerCase();
  const isSingle = single !== 'false' && single !== '0';
  const typeName = isSingle ? 'multiple choice' : 'multiple response';
  const grades = readMoodleGrades(answers.map((a) => a.weight), isSingle);
  if ('refused' in grades) return skipQuestion(head, typeName, grades.refused);
  const graded = answers.map((a, i) => ({ ...a, weight: grades.weights[i]! }));
  return buildChoice(head, graded, 'one of its answers needs fraction="100".', typeName, isSingle);
}

function withExtra(outcome: BuildOutcome, extra: Partial<InterchangeQuestion>): BuildOutcome {
  return 'question' in outcome ? { ...outcome, question: { ...outcome.question, ...extra } } : outcome;
}

function readAnswer(answer: XmlNode, questionFormat: TextFormat): Choice {
  const format = formatOf(answer, questionFormat);
  const fraction = Number(answer['@_fraction'] ?? 0);
  return {
    text: toPlainText(textOf(answer), format),
    weight: Number.isFinite(fraction) ? fraction : 0,
    feedback: toPlainText(textOf(answer.feedback), formatOf(answer.feedback, format)),
  };
}

/**
 * Answers named other than "true"/"false" ("Vrai"/"Faux", old exports) are read as Moodle
 * reads them: the first answer is "true", the second "false", the right one by its fraction,
 * and a warning names the question so the admin can check it.
 */
function readTrueFalse(head: QuestionHead, answers: Choice[]): BuildOutcome {
  const find = (word: string) => answers.find((a) => a.text.toLowerCase() === word);
  const named = answers.length === 2 && find('true') && find('false');
  const trueAnswer = named ? find('true') : answers[0];
  const falseAnswer = named ? find('false') : answers[1];
  const right = [trueAnswer, falseAnswer].filter((a) => a && a.weight > 0);
  if (right.length !== 1) {
    const problem = right.length === 0 ? 'has no correct answer' : 'marks both "true" and "false" as right';
    throw new InterchangeFormatError(`${head.where} ${problem}: exactly one of its two answers needs fraction="100".`, {
      questionIndex: head.index,
    });
  }
  const isTrue = right[0] === trueAnswer;
  const outcome = buildTrueFalse(head, isTrue, trueAnswer?.feedback ?? '', falseAnswer?.feedback ?? '');
  if (named || 'skipped' in outcome) return outcome;
  const words = answers.map((a) => `"${a.text}"`).join(' and ');
  const warning =
    `Its answers are ${words} instead of "true" and "false": as in Moodle, the first was read as true and the second as false, ` +
    `so the right answer was imported as "${isTrue ? 'true' : 'false'}". Please check it.`;
  return { ...outcome, warning };
}
