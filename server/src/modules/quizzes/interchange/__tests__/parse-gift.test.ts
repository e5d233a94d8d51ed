import { describe, expect, it } from 'vitest';
import { InterchangeFormatError, parseGift } from '../index.js';
import { readFixture } from './read-fixture.js';

const byTitle = (title: string) => {
  const found = parseGift(readFixture('supported.gift')).questions.find((q) => q.title === title);
  if (!found) throw new Error(`no question titled ${title}`);
  return found;
};

function errorOf(run: () => unknown): InterchangeFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof InterchangeFormatError) return error;
    throw error;
  }
  throw new Error('expected an InterchangeFormatError');
}

describe('parseGift: supported questions', () => {
  it('reads every question of the file, skipping none, and lists its categories in order', () => {
    const result = parseGift(readFixture('supported.gift'));

    expect(result.questions).toHaveLength(9);
    expect(result.skipped).toEqual([]);
    expect(result.categories).toEqual(['Fouls', 'Fouls/Personal', 'Violations']);
  });

  it('reads a true/false question with wrong-answer, right-answer and general feedback into one explanation', () => {
    const q = byTitle('No-charge semicircle');

    expect(q).toMatchObject({
      question_type: 'true_false',
      options: [],
      correct_answer: 'false',
      category: 'Fouls',
      rule_reference: 'Art. 33.10',
    });
    expect(q.explanation).toBe(
      'Art. 33.10 describes the semicircle.\n\nAbout the answers:\n' +
        '- True: The no-charge rule protects the attacker here.\n' +
        '- False: Right: inside the semicircle no charge is called.',
    );
  });

  it('reads {T}, {TRUE} and a lower-case {true} as true', () => {
    const result = parseGift('Q1{T}\n\nQ2{TRUE}\n\nQ3{true}\n\nQ4{F}\n\nQ5{FALSE}\n');

    expect(result.questions.map((q) => q.correct_answer)).toEqual(['true', 'true', 'true', 'false', 'false']);
  });

  it('reads a multiple-choice question with = for the right and ~ for the wrong options', () => {
    const q = byTitle('Unsportsmanlike');

    expect(q.question_type).toBe('multiple_choice');
    expect(q.options).toEqual(['Unsportsmanlike foul', 'Personal foul', 'Technical foul']);
    expect(q.correct_answer).toBe('Unsportsmanlike foul');
    expect(q.category).toBe('Fouls/Personal');
    expect(q.explanation).toContain('Unsportsmanlike fouls are in Art. 37.');
    expect(q.explanation).toContain('- Personal foul: No, it is more than a personal foul.');
  });

  it('turns every GIFT escape into its character, in the title, the text and the options', () => {
    const q = byTitle('Escapes: all of them');

    expect(q.question_text).toBe('Score 2=2 ~ close # 1 {braces} and a colon: here\nNew line.');
    expect(q.options).toEqual(['Right = answer', 'Wrong ~ answer', 'Brace { } answer']);
  });

  it('strips [html] to text: tags and scripts go, entities are decoded, paragraphs become line breaks', () => {
    const q = byTitle('Html question');

    expect(q.question_text).toBe('Is travelling a violation?\n\nTom & Jerry say <yes>.');
    expect(q.question_text).not.toContain('alert');
    expect(q.explanation).toBe('About the answers:\n- True: Yes, Art. 25.\n- False: No.');
  });

  it('keeps [markdown] and [plain] texts as written', () => {
    expect(byTitle('Markdown question').question_text).toBe('How many **seconds** for a throw-in?');
    expect(byTitle('Plain question').question_text).toBe('Is 3 < 5 and <b> literal?');
  });

  it('reads text without a marker as HTML only when it holds tags or entities', () => {
    const result = parseGift('<p>Is a <b>block</b> a foul?</p>{T}\n\nIs 3 < 5?{T}\n');

    expect(result.questions.map((q) => q.question_text)).toEqual(['Is a block a foul?', 'Is 3 < 5?']);
  });

  it('keeps a multiple-response question whose weights give marks to exactly one option', () => {
    const q = byTitle('Weights with one right');

    expect(q.question_type).toBe('multiple_choice');
    expect(q.correct_answer).toBe('14 seconds');
    expect(q.options).toEqual(['14 seconds', '24 seconds', '8 seconds']);
  });

  it('gives a question without a title no title and counts comments as nothing', () => {
    const result = parseGift('// just a comment\n// and another\nWho calls the foul?{=The referee ~The coach}\n');

    expect(result.questions).toEqual([
      {
        question_text: 'Who calls the foul?',
        question_type: 'multiple_choice',
        options: ['The referee', 'The coach'],
        correct_answer: 'The referee',
        explanation: '',
        category: '',
      },
    ]);
  });

  it('lets a question span several lines and reads a category line without the $course$ context', () => {
    const result = parseGift('$CATEGORY: Timing/Shot clock\n\nHow long\nis the shot clock?\n{\n=24 seconds\n~30 seconds\n}\n');

    expect(result.questions[0]).toMatchObject({ question_text: 'How long\nis the shot clock?', category: 'Timing/Shot clock' });
    expect(result.categories).toEqual(['Timing/Shot clock']);
  });
  it('reads a file saved on Windows, with a byte-order mark and CRLF line ends', () => {
    const result = parseGift('\uFEFF$CATEGORY: Fouls\r\n\r\n::One::Is a block a foul?\r\n{T}\r\n\r\n::Two::Pick{=A ~B}\r\n');

    expect(result.questions.map((q) => [q.title, q.question_text, q.category])).toEqual([
      ['One', 'Is a block a foul?', 'Fouls'],
      ['Two', 'Pick', 'Fouls'],
    ]);
  });
});

describe('parseGift: unsupported questions are skipped with a reason', () => {
  it('skips essay, matching, numerical, short answer, cloze and description, and keeps a missing word and a two-right multiple response', () => {
    const result = parseGift(readFixture('unsupported.gift'));

    expect(result.skipped.map((s) => [s.index, s.title, s.type])).toEqual([
      [1, 'Essay', 'essay'],
      [2, 'Matching', 'matching'],
      [3, 'Numerical', 'numerical'],
      [4, 'Short answer', 'short answer'],
      [6, 'Cloze', 'cloze'],
      [7, 'Description', 'description'],
    ]);
    expect(result.skipped.every((s) => s.reason.endsWith('.'))).toBe(true);
    expect(result.questions.map((q) => [q.title, q.category])).toEqual([
      ['Missing word', 'Misc'],
      ['Two right answers', 'Misc'],
      ['Kept after the skips', 'Misc'],
    ]);
  });

  it('skips a multiple-choice question whose options repeat, with the bank rule as the reason', () => {
    const result = parseGift('::Twice::Pick one {=Foul ~foul ~Violation}\n');

    expect(result.skipped).toEqual([
      { index: 1, title: 'Twice', type: 'multiple choice', reason: 'Options must be different from each other.' },
    ]);
  });
});

describe('parseGift: files that cannot be read', () => {
  it('names the line of a { that is never closed', () => {
    const error = errorOf(() => parseGift(readFixture('broken-unterminated.gift')));

    expect(error.message).toBe(
      `Question 2 ("Broken"), line 3: the answer block opened with '{' is never closed with '}' (a blank line ends a question).`,
    );
    expect(error.line).toBe(3);
    expect(error.questionIndex).toBe(2);
  });

  it('names a } that closes nothing and a { opened inside an open block', () => {
    expect(errorOf(() => parseGift('Q1 ends } early {T}\n')).message).toContain("line 1: a '}' closes an answer block that was never opened");
    expect(errorOf(() => parseGift('\n\nQ1 {=A {~B}\n')).message).toContain("line 3: a second '{' opens before the answer block is closed");
  });

  it('names the question and line of a multiple-choice question without a right answer', () => {
    const error = errorOf(() => parseGift(readFixture('broken-no-answer.gift')));

    expect(error.message).toBe(`Question 2 ("No right answer") (line 4) has no correct answer: mark the right option with '='.`);
    expect(error.questionIndex).toBe(2);
  });

  it('refuses a text file that holds no GIFT question', () => {
    expect(errorOf(() => parseGift(readFixture('not-gift.txt'))).message).toMatch(/^This file has no GIFT questions/);
  });

  it('refuses an empty file', () => {
    expect(errorOf(() => parseGift('  \n\n')).message).toBe('The file is empty.');
  });
});

describe('parseGift: select-all-that-apply questions (decision 0053)', () => {
  it('reads ~%50% answers as a multiple_response question whose key is every option earning marks', () => {
    const result = parseGift('::Violations::Which are violations? {\n~%50%Travelling\n~%50%Three seconds\n~%-100%Personal foul\n}\n');

    expect(result.skipped).toEqual([]);
    expect(result.questions[0]).toMatchObject({
      question_type: 'multiple_response',
      options: ['Travelling', 'Three seconds', 'Personal foul'],
      correct_answer: '["Travelling","Three seconds"]',
    });
  });

  it('keeps a question with one option earning all the marks a multiple-choice question', () => {
    const result = parseGift('::One::Pick one {~%100%Travelling ~Personal foul}\n');

    expect(result.questions[0]).toMatchObject({ question_type: 'multiple_choice', correct_answer: 'Travelling' });
  });
});
