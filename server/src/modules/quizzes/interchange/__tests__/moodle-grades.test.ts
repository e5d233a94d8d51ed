import { describe, expect, it } from 'vitest';
import { parseGift, parseMoodleXml } from '../index.js';

// Moodle's import takes an answer grade only from its list of grade options and refuses a
// multichoice whose grades do not make sense (decision 0117): such a question is skipped here too.
const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>\n`;

const multichoice = (name: string, single: boolean, fractions: string[]) => `<question type="multichoice">
  <name><text>${name}</text></name>
  <questiontext format="html"><text><![CDATA[<p>How many steps may a player take?</p>]]></text></questiontext>
  <single>${single}</single>
  ${fractions.map((f, i) => `<answer fraction="${f}" format="html"><text>Answer ${i + 1}</text></answer>`).join('\n  ')}
</question>`;

const kept = `<question type="truefalse"><name><text>Kept</text></name><questiontext><text>The ball is round.</text></questiontext>
  <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;

describe('parseMoodleXml: answer grades Moodle refuses', () => {
  it('skips a question with a grade outside Moodle\'s list, naming the grade, and imports the rest', () => {
    const result = parseMoodleXml(quiz(multichoice('Travel 3', true, ['100', '0.33', '0']) + kept));

    expect(result.questions.map((q) => q.title)).toEqual(['Kept']);
    expect(result.skipped).toEqual([
      {
        index: 1,
        title: 'Travel 3',
        type: 'multiple choice',
        reason: expect.stringMatching(/^Moodle does not accept the grade 0\.33% for an answer; .*83\.33333%.*below zero/),
      },
    ]);
  });

  it('names every grade Moodle would refuse in one sentence', () => {
    const result = parseMoodleXml(quiz(multichoice('Odd', false, ['33', '67', '0'])));

    expect(result.skipped[0]!.reason).toMatch(/^Moodle does not accept the grades 33% and 67% for an answer; /);
  });

  it('takes a grade within Moodle\'s tolerance of one on its list, and reads it as that grade', () => {
    const result = parseMoodleXml(quiz(multichoice('Thirds', false, ['33.333333', '33.33333', '33.333335', '-100'])));

    expect(result.skipped).toEqual([]);
    expect(result.questions[0]).toMatchObject({ question_type: 'multiple_response', correct_answer: '["Answer 1","Answer 2","Answer 3"]' });
  });

  it('skips a one-answer question whose best answer is not worth 100%', () => {
    const result = parseMoodleXml(quiz(multichoice('Half', true, ['50', '0', '0'])));

    expect(result.questions).toEqual([]);
    expect(result.skipped[0]!.reason).toBe(
      'Moodle needs one answer worth 100% in a question with one right answer; the best answer here is worth 50%, ' +
        'so Moodle would not import it either. Please correct its grades and import it again.',
    );
  });

  it('skips a select-all question whose right answers do not add up to 100%', () => {
    const result = parseMoodleXml(quiz(multichoice('Too much', false, ['100', '50', '0'])));

    expect(result.questions).toEqual([]);
    expect(result.skipped[0]!.reason).toBe(
      'Moodle needs the grades of the right answers to add up to 100% in a question with several right answers; here they add up to 150%, ' +
        'so Moodle would not import it either. Please correct its grades and import it again.',
    );
  });

  it('still imports what Moodle takes: one 100% answer with partial credit, and shares that add up to 100%', () => {
    const result = parseMoodleXml(quiz(multichoice('Partial', true, ['100', '50', '-25']) + multichoice('Halves', false, ['50', '50', '-100'])));

    expect(result.skipped).toEqual([]);
    expect(result.questions.map((q) => q.question_type)).toEqual(['multiple_choice', 'multiple_response']);
  });
});

describe('parseGift: answer grades against Moodle\'s list', () => {
  const gift = (answers: string[]) => `::Violations::Which are violations? {\n${answers.join('\n')}\n}\n`;

  it('reads a hand-shortened grade as the list grade it rounds to, and says so in the report', () => {
    const result = parseGift(gift(['~%33.33%Travelling', '~%33.33%Three seconds', '~%33%Five seconds', '~%-100%Personal foul']));

    expect(result.skipped).toEqual([]);
    expect(result.questions[0]).toMatchObject({ question_type: 'multiple_response', correct_answer: '["Travelling","Three seconds","Five seconds"]' });
    expect(result.warnings).toEqual([
      {
        index: 1,
        title: 'Violations',
        message: expect.stringMatching(/^Its grades were read as the nearest on Moodle's list of grades: 33\.33% as 33\.33333%, 33% as 33\.33333%\. /),
      },
    ]);
  });

  it('adds no report line when every grade is on the list', () => {
    const result = parseGift(gift(['~%50%Travelling', '~%50%Three seconds', '~%-100%Personal foul']));

    expect(result.questions).toHaveLength(1);
    expect(result.warnings).toEqual([]);
  });

  it('skips a question whose grade is on no list, as Moodle does, naming the grades', () => {
    const result = parseGift(gift(['~%45%Travelling', '~%55%Three seconds', '~%0%Personal foul']) + '\n::Kept:: The ball is round. {TRUE}\n');

    expect(result.questions.map((q) => q.title)).toEqual(['Kept']);
    expect(result.skipped[0]).toMatchObject({ title: 'Violations', reason: expect.stringMatching(/^Moodle does not accept the grades 45% and 55% for an answer; /) });
  });

  it('skips a select-all question whose right answers do not add up to 100%', () => {
    const result = parseGift(gift(['~%50%Travelling', '~%25%Three seconds', '~%-100%Personal foul']));

    expect(result.questions).toEqual([]);
    expect(result.skipped[0]!.reason).toMatch(/add up to 100% in a question with several right answers; here they add up to 75%/);
  });
});
