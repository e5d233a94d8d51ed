import fc from 'fast-check';
import { writeChoiceList } from '@league/contract';
import { describe, expect, it } from 'vitest';
import { parseGift, parseMoodleXml, writeGift, writeMoodleXml, type InterchangeQuestion } from '../index.js';
import { cleanText } from '../text-format.js';
import { cleanQuestionName, defaultTitle } from '../question-name.js';
import { readFixture } from './read-fixture.js';

// Every character GIFT or XML treats specially, plus ordinary text and an accented letter.
const characters = [...'abcXYZ019 .,?!é', '=', '~', '#', '{', '}', ':', '\\', '<', '>', '&', '"', "'", '%', '[', ']', '/', '-', '>', '$', '\n', '\t'];
const rawText = fc.array(fc.constantFrom(...characters), { minLength: 1, maxLength: 40 }).map((chars) => chars.join(''));
/** Texts as the bank stores them: what a parser makes of any text, so a round trip cannot change them. */
const text = rawText.map(cleanText).filter((t) => t !== '');
const line = text.map((t) => t.replace(/\s+/g, ' '));
const segment = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,8}[A-Za-z0-9]$/).filter((s) => s.toLowerCase() !== 'top' && !s.includes('  '));
const category = fc.oneof(fc.constant(''), fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/')));
const sameOption = (o: string) => o.trim().toLowerCase();

const common = fc.record(
  {
    title: line.map(cleanQuestionName).filter((t) => t !== ''),
    question_text: text,
    explanation: fc.oneof(fc.constant(''), text),
    category,
    rule_reference: line,
  },
  { requiredKeys: ['question_text', 'explanation', 'category'] },
);

const trueFalse = fc
  .tuple(common, fc.boolean())
  .map(([q, answer]): InterchangeQuestion => ({ ...q, question_type: 'true_false', options: [], correct_answer: String(answer) }));

const multipleChoice = fc
  .tuple(common, fc.uniqueArray(line, { minLength: 2, maxLength: 10, selector: sameOption }), fc.nat())
  .map(([q, options, pick]): InterchangeQuestion => ({
    ...q,
    question_type: 'multiple_choice',
    options,
    correct_answer: options[pick % options.length]!,
  }));

/** Select all that apply: two or more right options (one right option reads back as multiple choice). */
const multipleResponse = fc
  .tuple(common, fc.uniqueArray(line, { minLength: 2, maxLength: 10, selector: sameOption }), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
  .filter(([, options, ticks]) => options.filter((_, i) => ticks[i]).length >= 2)
  .map(([q, options, ticks]): InterchangeQuestion => ({
    ...q,
    question_type: 'multiple_response',
    options,
    correct_answer: writeChoiceList(options.filter((_, i) => ticks[i])),
  }));

const questionList = fc.array(fc.oneof(trueFalse, multipleChoice, multipleResponse), { minLength: 1, maxLength: 8 });

/** Moodle needs a name, so a question written to XML without a title comes back named after its text. */
const withXmlTitle = (q: InterchangeQuestion): InterchangeQuestion => ({ ...q, title: q.title ?? defaultTitle(q.question_text) });

describe('round trip: parse(write(questions)) gives the same questions', () => {
  it('GIFT keeps texts, options, answers, explanations, categories, titles and rule references', () => {
    fc.assert(
      fc.property(questionList, (questions) => {
        expect(parseGift(writeGift(questions)).questions).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });

  it('Moodle XML keeps the same, and names untitled questions after their text', () => {
    fc.assert(
      fc.property(questionList, (questions) => {
        expect(parseMoodleXml(writeMoodleXml(questions)).questions).toEqual(questions.map(withXmlTitle));
      }),
      { numRuns: 300 },
    );
  });

  it('lists the written categories back in order', () => {
    fc.assert(
      fc.property(questionList, (questions) => {
        const expected = [...new Set(questions.map((q) => q.category).filter((c) => c !== ''))];
        expect(parseGift(writeGift(questions)).categories).toEqual(expected);
        expect(parseMoodleXml(writeMoodleXml(questions)).categories).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('round trip of the fixture banks', () => {
  it.each(['supported.gift', 'unsupported.gift'])('%s exported to GIFT and to Moodle XML reads back the same', (name) => {
    const imported = parseGift(readFixture(name)).questions;

    expect(parseGift(writeGift(imported)).questions).toEqual(imported);
    expect(parseMoodleXml(writeMoodleXml(imported)).questions).toEqual(imported.map(withXmlTitle));
  });

  it.each(['supported.xml', 'unsupported.xml'])('%s exported to Moodle XML and to GIFT reads back the same', (name) => {
    const imported = parseMoodleXml(readFixture(name)).questions;

    expect(parseMoodleXml(writeMoodleXml(imported)).questions).toEqual(imported);
    // GIFT keeps names, ID numbers, tags and the edition (decision 0083) but has no place for the answers' order.
    const giftHolds = imported.map(({ shuffle_answers: _shuffle, ...rest }) => rest);
    expect(parseGift(writeGift(imported)).questions).toEqual(giftHolds);
  });
});

describe("a question's Moodle name, ID number and tags (decision 0083)", () => {
  const named: InterchangeQuestion = {
    title: 'Travel: pivot [25.2]',
    idnumber: 'FIBA-25.2-[b]',
    question_text: 'May the pivot foot be lifted before a dribble?',
    question_type: 'true_false',
    options: [],
    correct_answer: 'false',
    explanation: '',
    category: 'Violations',
    rule_reference: 'Art. 25.2',
    edition: 'FIBA 2024',
    tags: ['travel', 'pivot [foot]', 'level 1'],
  };

  it('come back unchanged through GIFT and through Moodle XML', () => {
    expect(parseGift(writeGift([named])).questions).toEqual([named]);
    expect(parseMoodleXml(writeMoodleXml([named])).questions).toEqual([named]);
  });

  it("are written where Moodle reads them: GIFT's [id:] and [tag:] comment, XML's <idnumber> and <tags>", () => {
    expect(writeGift([named])).toContain('// [id:FIBA-25.2-[b\\]] [tag:Edition: FIBA 2024] [tag:travel] [tag:pivot [foot\\]] [tag:level 1]\n::Travel\\: pivot [25.2]:: ');
    const xml = writeMoodleXml([named]);
    expect(xml).toContain('<name><text>Travel: pivot [25.2]</text></name>');
    expect(xml).toContain('<idnumber>FIBA-25.2-[b]</idnumber>');
    expect(xml).toContain('<tag><text>Edition: FIBA 2024</text></tag><tag><text>travel</text></tag>');
  });

  it("reads a GIFT file written by Moodle: the comment lines before a question carry its ID number and tags", () => {
    const gift = ['// question: 41  name: Pivot', '// [id:Q-41] [tag:travel]', '// [tag:Rule reference: Art. 25.2]', '::Pivot::The pivot foot may be lifted before a dribble. {F}', '', 'Plain one. {T}'].join('\n');

    const [pivot, plain] = parseGift(gift).questions;

    expect(pivot).toMatchObject({ title: 'Pivot', idnumber: 'Q-41', tags: ['travel'], rule_reference: 'Art. 25.2' });
    expect(plain).not.toHaveProperty('idnumber');
    expect(plain).not.toHaveProperty('tags');
  });
});

describe('what the writers produce for a select-all question', () => {
  const violations: InterchangeQuestion = {
    question_text: 'Which are violations?',
    question_type: 'multiple_response',
    options: ['Travelling', 'Three seconds', 'Personal foul', 'Five seconds'],
    correct_answer: '["Travelling","Three seconds","Five seconds"]',
    explanation: '',
    category: '',
  };

  it('GIFT: each right option an equal share of the marks Moodle accepts, each wrong one -100', () => {
    expect(writeGift([violations])).toContain('\t~%33.33333%Travelling\n\t~%33.33333%Three seconds\n\t~%-100%Personal foul\n\t~%33.33333%Five seconds\n');
  });

  it('Moodle XML: single false and the same fractions', () => {
    const xml = writeMoodleXml([violations]);

    expect(xml).toContain('<single>false</single>');
    expect(xml.match(/fraction="[^"]+"/g)).toEqual(['fraction="33.33333"', 'fraction="33.33333"', 'fraction="-100"', 'fraction="33.33333"']);
  });
});

describe('what the writers produce', () => {
  const foul: InterchangeQuestion = {
    title: 'Charge: 33.10',
    question_text: 'Is a charge {ever} called in the semicircle?',
    question_type: 'multiple_choice',
    options: ['Yes = always', 'No', '%50% of the time'],
    correct_answer: 'No',
    explanation: 'Art. 33.10 <protects> the attacker & the defender.',
    category: 'Fouls/Charging',
    rule_reference: 'Art. 33.10',
  };

  it('writes GIFT the way Moodle reads it: category line, escaped title and text, = and ~, general feedback', () => {
    expect(writeGift([foul])).toBe(
      [
        '$CATEGORY: $course$/top/Fouls/Charging',
        '',
        '// Rule reference: Art. 33.10',
        '::Charge\\: 33.10:: [plain]Is a charge \\{ever\\} called in the semicircle? {',
        '\t~Yes \\= always',
        '\t=No',
        '\t~%0%%50% of the time',
        '\t####Art. 33.10 <protects> the attacker & the defender.',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes Moodle XML with escaped text, a category entry and the rule reference as a tag', () => {
    const xml = writeMoodleXml([foul]);

    expect(xml).toContain('<category><text>$course$/top/Fouls/Charging</text></category>');
    expect(xml).toContain('<text>Art. 33.10 &lt;protects&gt; the attacker &amp; the defender.</text>');
    expect(xml).toContain('<answer fraction="100" format="plain_text">\n      <text>No</text>');
    expect(xml).toContain('<single>true</single>');
    expect(xml).toContain('<tags><tag><text>Rule reference: Art. 33.10</text></tag></tags>');
  });

  it('writes true/false as TRUE/FALSE in GIFT and as true/false answers in XML', () => {
    const q: InterchangeQuestion = { question_text: 'The ball is orange.', question_type: 'true_false', options: [], correct_answer: 'false', explanation: '', category: '' };

    expect(writeGift([q])).toBe('[plain]The ball is orange. {FALSE}\n');
    expect(writeMoodleXml([q])).toContain('<answer fraction="0" format="plain_text">\n      <text>true</text>');
    expect(writeMoodleXml([q])).toContain('<answer fraction="100" format="plain_text">\n      <text>false</text>');
  });
});
