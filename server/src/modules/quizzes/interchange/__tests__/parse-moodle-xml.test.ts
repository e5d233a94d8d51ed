import { describe, expect, it } from 'vitest';
import { InterchangeFormatError, maxXmlNesting, parseMoodleXml } from '../index.js';
import { readFixture } from './read-fixture.js';

function errorOf(run: () => unknown): InterchangeFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof InterchangeFormatError) return error;
    throw error;
  }
  throw new Error('expected an InterchangeFormatError');
}

const quiz = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${body}\n</quiz>\n`;

describe('parseMoodleXml: supported questions', () => {
  const result = parseMoodleXml(readFixture('supported.xml'));

  it('reads every question and names categories below "top" without the course context', () => {
    expect(result.questions.map((q) => q.title)).toEqual([
      'No-charge semicircle',
      'Unsportsmanlike & technical',
      'Shot clock, one right of weighted answers',
      'Markdown text',
    ]);
    expect(result.skipped).toEqual([]);
    expect(result.categories).toEqual(['Default for Referees/Fouls', 'Violations']);
    expect(result.questions.map((q) => q.category)).toEqual(['Default for Referees/Fouls', 'Default for Referees/Fouls', 'Violations', 'Violations']);
  });

  it('reads a truefalse question from CDATA HTML, with its feedback, its rule-reference tag and its other tags', () => {
    expect(result.questions[0]).toEqual({
      title: 'No-charge semicircle',
      question_text: 'A defender in the no-charge semicircle can draw a charging foul.',
      question_type: 'true_false',
      options: [],
      correct_answer: 'false',
      explanation: 'See Art. 33.10.\n\nAbout the answers:\n- True: Not inside the semicircle.\n- False: Right.',
      category: 'Default for Referees/Fouls',
      rule_reference: 'Art. 33.10',
      tags: ['fouls'],
    });
  });

  it('decodes XML entities and keeps plain_text as written, angle brackets included', () => {
    expect(result.questions[1]!.question_text).toBe('Which foul is called for excessive contact <not> in the spirit of the rules?');
    expect(result.questions[1]!.correct_answer).toBe('Unsportsmanlike foul');
    expect(result.questions[1]!.explanation).toBe('Art. 37.\n\nAbout the answers:\n- Unsportsmanlike foul: Yes.');
  });

  it('keeps a <single>false</single> question when only one answer has a positive fraction', () => {
    expect(result.questions[2]).toMatchObject({
      question_text: 'How long is the shot clock after an offensive rebound that touches the ring?',
      options: ['14 seconds', '24 seconds', '8 seconds'],
      correct_answer: '14 seconds',
    });
  });

  it('keeps markdown text as written', () => {
    expect(result.questions[3]!.question_text).toBe('How many **seconds** for a throw-in?');
  });
});

describe('parseMoodleXml: unsupported questions are skipped with a reason', () => {
  it('skips essay, matching, numerical, short answer, cloze and description, and keeps a two-right multiple response', () => {
    const result = parseMoodleXml(readFixture('unsupported.xml'));

    expect(result.skipped.map((s) => [s.index, s.title, s.type])).toEqual([
      [1, 'Essay', 'essay'],
      [2, 'Matching', 'matching'],
      [3, 'Numerical', 'numerical'],
      [4, 'Short answer', 'short answer'],
      [5, 'Cloze', 'cloze'],
      [6, 'Description', 'description'],
    ]);
    expect(result.skipped[0]!.reason).toBe('Its type (essay) cannot be imported. Only true/false, multiple-choice and select-all-that-apply questions can be imported.');
    expect(result.questions.map((q) => q.title)).toEqual(['Two right answers', 'Kept after the skips']);
    expect(result.questions[0]).toMatchObject({ question_type: 'multiple_response', correct_answer: '["Travelling","Three seconds"]' });
  });
});

describe('parseMoodleXml: files that cannot be read', () => {
  it('names the line and column of malformed XML', () => {
    const error = errorOf(() => parseMoodleXml(readFixture('broken.xml')));

    expect(error.message).toMatch(/^The XML file is broken at line 4, column \d+: /);
    expect(error.line).toBe(4);
  });

  it('refuses a file with an external entity (XXE) before reading it', () => {
    const error = errorOf(() => parseMoodleXml(readFixture('xxe.xml')));

    expect(error.message).toBe(
      'This XML file declares a DOCTYPE or entities, which a Moodle question export never does; it was refused for safety.',
    );
  });

  it('refuses an entity bomb (billion laughs) at once', () => {
    const started = performance.now();
    const error = errorOf(() => parseMoodleXml(readFixture('billion-laughs.xml')));

    expect(error.message).toContain('refused for safety');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a DOCTYPE hidden after the root element too', () => {
    const xml = quiz('<!DOCTYPE x [<!ENTITY a "b">]><question type="truefalse"><name><text>&a;</text></name></question>');

    expect(errorOf(() => parseMoodleXml(xml)).message).toContain('refused for safety');
  });

  it('does not mistake a DOCTYPE written inside CDATA for a declaration', () => {
    const xml = quiz(
      '<question type="truefalse"><questiontext format="plain_text"><text><![CDATA[Is <!DOCTYPE html> a foul?]]></text></questiontext>' +
        '<answer fraction="0"><text>true</text></answer><answer fraction="100"><text>false</text></answer></question>',
    );

    expect(parseMoodleXml(xml).questions[0]!.question_text).toBe('Is <!DOCTYPE html> a foul?');
  });

  it('refuses tags nested deeper than the limit with one sentence, before the parser walks them', () => {
    const deep = quiz(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`);

    expect(errorOf(() => parseMoodleXml(deep)).message).toBe(`The file nests tags deeper than ${maxXmlNesting} levels; a Moodle question export never does.`);
  });

  it('counts only elements as nesting: not CDATA, comments, self-closing tags or ">" in attribute values', () => {
    const notNesting = `<!-- ${'<i>'.repeat(100)} -->${'<br/>'.repeat(100)}<text><![CDATA[Is it a foul?${'<b>'.repeat(100)}]]></text>`;
    const xml = quiz(
      `<question type="truefalse"><name><text>Deep</text></name><questiontext format="html" note="a > b">${notNesting}</questiontext>` +
        `<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`,
    );
    const nested = (levels: number) => quiz(`${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}`);

    expect(parseMoodleXml(xml).questions).toHaveLength(1);
    expect(errorOf(() => parseMoodleXml(nested(maxXmlNesting - 1))).message).toBe('The file holds no questions.');
    expect(errorOf(() => parseMoodleXml(nested(maxXmlNesting))).message).toMatch(/^The file nests tags deeper/);
  });

  it('names the question that has no right answer', () => {
    const error = errorOf(() => parseMoodleXml(readFixture('no-answer.xml')));

    expect(error.message).toBe('Question 2 ("Nothing right") has no correct answer: one of its answers needs fraction="100".');
    expect(error.questionIndex).toBe(2);
  });

  it('names a true/false question that marks both answers right', () => {
    const xml = quiz(
      '<question type="truefalse"><name><text>Both</text></name><questiontext><text>x</text></questiontext>' +
        '<answer fraction="100"><text>true</text></answer><answer fraction="100"><text>false</text></answer></question>',
    );

    expect(errorOf(() => parseMoodleXml(xml)).message).toBe(
      'Question 1 ("Both") marks both "true" and "false" as right: exactly one of its two answers needs fraction="100".',
    );
  });

  it('refuses XML that is not a Moodle quiz, and a quiz without questions', () => {
    expect(errorOf(() => parseMoodleXml(readFixture('not-moodle.xml'))).message).toBe(
      'This XML file is not a Moodle question export: it has no <quiz> element.',
    );
    expect(errorOf(() => parseMoodleXml(quiz(''))).message).toBe('The file holds no questions.');
  });
});

describe('parseMoodleXml: what Moodle itself does with names and hints (decision 0114)', () => {
  // As Moodle's own exports write them (question/format/xml/tests/fixtures): a name in <text>, hints with their own text.
  const multichoice = (name: string, hints: string) =>
    quiz(`<question type="multichoice">
  <name><text>${name}</text></name>
  <questiontext format="html"><text><![CDATA[<p>How many steps may a player take?</p>]]></text></questiontext>
  <generalfeedback format="html"><text></text></generalfeedback>
  <defaultgrade>1.0000000</defaultgrade>
  <single>true</single>
  <shuffleanswers>true</shuffleanswers>
  <answer fraction="100" format="html"><text>Two</text><feedback format="html"><text></text></feedback></answer>
  <answer fraction="0" format="html"><text>Three</text><feedback format="html"><text></text></feedback></answer>
  ${hints}
</question>`);

  it('strips HTML tags from a question name, as Moodle cleans names on import', () => {
    const result = parseMoodleXml(multichoice('<![CDATA[<strong>Travel</strong> rule\n<em>steps</em>]]>', ''));

    expect(result.questions.map((q) => q.title)).toEqual(['Travel rule steps']);
  });

  it('names the hints it leaves out in the import report instead of dropping them silently', () => {
    const hints = '<hint format="html"><text>Hint 1.</text></hint><hint format="html"><text>Hint 2.</text></hint>';

    const result = parseMoodleXml(multichoice('Travel', hints));

    expect(result.questions).toHaveLength(1);
    expect(result.warnings).toEqual([{ index: 1, title: 'Travel', message: expect.stringMatching(/^Its 2 hints were not imported/) }]);
  });
});

describe('parseMoodleXml: files in a sub-folder', () => {
  it('keeps a picture Moodle stores in a sub-folder (<file path="/pics/">, @@PLUGINFILE@@/pics/red.png)', () => {
    const xml = quiz(`<question type="truefalse">
  <name><text>Red card</text></name>
  <questiontext format="html"><text><![CDATA[<p>Is this card shown for a disqualifying foul? <img src="@@PLUGINFILE@@/pics/red.png" alt="A red card"></p>]]></text>
    <file name="red.png" path="/pics/" encoding="base64">iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=</file>
  </questiontext>
  <answer fraction="100" format="moodle_auto_format"><text>true</text></answer>
  <answer fraction="0" format="moodle_auto_format"><text>false</text></answer>
</question>`);

    const result = parseMoodleXml(xml);

    expect(result.questions[0]!.media).toEqual([expect.objectContaining({ alt: 'A red card' })]);
    expect(result.warnings).toEqual([]);
  });
});
