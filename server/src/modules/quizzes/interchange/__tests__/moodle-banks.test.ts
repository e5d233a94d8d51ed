import { describe, expect, it } from 'vitest';
import { parseGift, parseMoodleXml, writeMoodleXml } from '../index.js';

// Small excerpts in the shape of Moodle's own GIFT examples and XML exports (issue 29).
const partialCreditGift = [
  "::Hometown::Jesus Christ was from {",
  '   ~Jerusalem#This was an important city, but the wrong answer.',
  '   ~%25%Bethlehem#He was born here, but not raised here.',
  '   ~%50%Galilee#You need to be more specific.',
  "   =Nazareth#Yes! That's right!",
  '}',
  '',
].join('\n');

const xmlQuiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>\n`;

const partialCreditXml = xmlQuiz(`  <question type="multichoice">
    <name><text>Which signal</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which signal ends a period?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100" format="html"><text>Horn</text></answer>
    <answer fraction="50" format="html"><text>Whistle</text></answer>
    <answer fraction="0" format="html"><text>Hand up</text></answer>
  </question>`);

const vraiFaux = (fractions: [string, string]) =>
  xmlQuiz(`  <question type="truefalse">
    <name><text>Vrai ou faux</text></name>
    <questiontext format="moodle_auto_format"><text>Le ballon est rond.</text></questiontext>
    <answer fraction="${fractions[0]}"><text>Vrai</text></answer>
    <answer fraction="${fractions[1]}"><text>Faux</text></answer>
  </question>
  <question type="truefalse">
    <name><text>English</text></name>
    <questiontext><text>The ball is orange.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>`);

describe('a single-answer question with partial credit on other options', () => {
  it('when read from GIFT, keeps the = option as the one answer and warns that the partial credit was dropped', () => {
    const result = parseGift(partialCreditGift);

    expect(result.skipped).toEqual([]);
    expect(result.questions[0]).toMatchObject({
      question_type: 'multiple_choice',
      options: ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'],
      correct_answer: 'Nazareth',
    });
    expect(result.warnings).toEqual([
      {
        index: 1,
        title: 'Hometown',
        message:
          'Imported with "Nazareth" as its one right answer; the partial credit on "Bethlehem" (25%), "Galilee" (50%) was dropped ' +
          '(a bank question is scored right or wrong).',
      },
    ]);
  });

  it('when read from Moodle XML (single true, 100% and 50%), keeps the 100% option and warns', () => {
    const result = parseMoodleXml(partialCreditXml);

    expect(result.questions[0]).toMatchObject({ question_type: 'multiple_choice', correct_answer: 'Horn' });
    expect(result.warnings.map((w) => [w.index, w.title])).toEqual([[1, 'Which signal']]);
    expect(result.warnings[0]!.message).toContain('the partial credit on "Whistle" (50%) was dropped');
  });

  it('when the question is select-all (single false, 50% and 50%), both stay right and nothing is warned', () => {
    const xml = partialCreditXml.replace('<single>true</single>', '<single>false</single>').replace('fraction="100"', 'fraction="50"');

    const result = parseMoodleXml(xml);

    expect(result.questions[0]).toMatchObject({ question_type: 'multiple_response', correct_answer: '["Horn","Whistle"]' });
    expect(result.warnings).toEqual([]);
  });
});

describe('an old-style true/false answered in other words ("Vrai"/"Faux")', () => {
  it('is imported with the first answer read as true, and a warning names the question', () => {
    const result = parseMoodleXml(vraiFaux(['0', '100']));

    expect(result.questions.map((q) => [q.title, q.question_type, q.correct_answer])).toEqual([
      ['Vrai ou faux', 'true_false', 'false'],
      ['English', 'true_false', 'true'],
    ]);
    expect(result.warnings).toEqual([
      {
        index: 1,
        title: 'Vrai ou faux',
        message:
          'Its answers are "Vrai" and "Faux" instead of "true" and "false": as in Moodle, the first was read as true and the second ' +
          'as false, so the right answer was imported as "false". Please check it.',
      },
    ]);
  });

  it('takes the right answer from the fractions (100 on the first answer reads as true)', () => {
    expect(parseMoodleXml(vraiFaux(['100', '0'])).questions[0]!.correct_answer).toBe('true');
  });
});

describe("GIFT's missing-word multiple choice", () => {
  it('reads the answers inside the sentence as a multiple-choice question with a blank in the text', () => {
    const result = parseGift("Grant is {~buried =entombed ~living} in Grant's tomb.\n");

    expect(result.skipped).toEqual([]);
    expect(result.questions[0]).toMatchObject({
      question_text: "Grant is _____ in Grant's tomb.",
      question_type: 'multiple_choice',
      options: ['buried', 'entombed', 'living'],
      correct_answer: 'entombed',
    });
  });

  it('still skips a short answer inside the sentence, saying it is a short-answer question', () => {
    const result = parseGift('Two plus {=two =2} equals four.\n');

    expect(result.skipped.map((s) => s.type)).toEqual(['short answer']);
  });
});

describe('names, tags, edition and "do not shuffle" in Moodle XML', () => {
  const tagged = xmlQuiz(`  <question type="multichoice">
    <name><text>Order matters</text></name>
    <questiontext format="html"><text>Which comes first?</text></questiontext>
    <single>true</single>
    <shuffleanswers>0</shuffleanswers>
    <answer fraction="100"><text>Jump ball</text></answer>
    <answer fraction="0"><text>Throw-in</text></answer>
    <answer fraction="0"><text>All of the above</text></answer>
    <tags><tag><text>Rule reference: Art. 12</text></tag><tag><text>Edition: FIBA 2024</text></tag><tag><text>start of game</text></tag></tags>
  </question>`);

  it('reads <shuffleanswers>0, the edition tag and free tags beside the rule reference', () => {
    const [q] = parseMoodleXml(tagged).questions;

    expect(q).toMatchObject({
      title: 'Order matters',
      rule_reference: 'Art. 12',
      edition: 'FIBA 2024',
      tags: ['start of game'],
      shuffle_answers: false,
    });
  });

  it('writes them back so the file reads the same again', () => {
    const read = parseMoodleXml(tagged).questions;

    const written = writeMoodleXml(read);

    expect(written).toContain('<shuffleanswers>false</shuffleanswers>');
    expect(parseMoodleXml(written).questions).toEqual(read);
  });
});
