import { categoryToMoodlePath } from './categories.js';
import { ruleReferenceTag, writtenTags } from './question-tags.js';
import { optionWeights } from './choice-weights.js';
import type { InterchangeQuestion } from './question-model.js';
import { defaultTitle } from './question-name.js';
import { writeMediaQuestionText } from './write-embedded-media.js';

// Characters XML 1.0 forbids even when escaped; Moodle's import would refuse the file.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(forbiddenInXml, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const textElement = (text: string) => `<text>${escapeXml(text)}</text>`;
const plain = (tag: string, text: string, indent: string) => `${indent}<${tag} format="plain_text">\n${indent}  ${textElement(text)}\n${indent}</${tag}>`;


function answer(text: string, fraction: string): string {
  return [
    `    <answer fraction="${fraction}" format="plain_text">`,
    `      ${textElement(text)}`,
    '      <feedback format="plain_text"><text></text></feedback>',
    '    </answer>',
  ].join('\n');
}

function writeQuestion(q: InterchangeQuestion): string {
  const isTrueFalse = q.question_type === 'true_false';
  const lines = [
    `  <question type="${isTrueFalse ? 'truefalse' : 'multichoice'}">`,
    `    <name>${textElement(q.title ?? defaultTitle(q.question_text))}</name>`,
    q.media?.length ? writeMediaQuestionText(q, '    ', escapeXml) : plain('questiontext', q.question_text, '    '),
    plain('generalfeedback', q.explanation, '    '),
    '    <defaultgrade>1</defaultgrade>',
    `    <penalty>${isTrueFalse ? '1' : '0.3333333'}</penalty>`,
    '    <hidden>0</hidden>',
    ...(q.idnumber ? [`    <idnumber>${escapeXml(q.idnumber)}</idnumber>`] : []),
  ];
  if (isTrueFalse) {
    lines.push(answer('true', q.correct_answer === 'true' ? '100' : '0'), answer('false', q.correct_answer === 'false' ? '100' : '0'));
  } else {
    const single = q.question_type === 'multiple_response' ? 'false' : 'true';
    lines.push(`    <single>${single}</single>`, `    <shuffleanswers>${q.shuffle_answers === false ? 'false' : 'true'}</shuffleanswers>`, '    <answernumbering>abc</answernumbering>');
    for (const o of optionWeights(q)) lines.push(answer(o.text, o.weight));
  }
  const tags = [...(q.rule_reference ? [`${ruleReferenceTag} ${q.rule_reference}`] : []), ...writtenTags(q)];
  if (tags.length) lines.push(`    <tags>${tags.map((tag) => `<tag>${textElement(tag)}</tag>`).join('')}</tags>`);
  lines.push('  </question>');
  return lines.join('\n');
}

function writeCategory(category: string): string {
  return `  <question type="category">\n    <category>${textElement(categoryToMoodlePath(category))}</category>\n  </question>`;
}

/** Writes questions as a Moodle XML file; each change of category gets a category entry. */
export function writeMoodleXml(questions: InterchangeQuestion[]): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category = '';
  for (const q of questions) {
    if (q.category !== category) {
      parts.push(writeCategory(q.category));
      category = q.category;
    }
    parts.push(writeQuestion(q));
  }
  parts.push('</quiz>', '');
  return parts.join('\n');
}
