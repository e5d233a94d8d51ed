import { describe, expect, it } from 'vitest';
import { defaultMaxMediaMb } from '@league/contract';
import { checkFileSize, checkMediaSize, maxFileBytes, parseGift, parseMoodleXml, parseQuestionFile, writeGift, writeMoodleXml } from '../index.js';
import type { InterchangeQuestion } from '../index.js';
import { bankWithPictures } from './bank-with-pictures.js';

const question = (n: number): InterchangeQuestion => ({
  title: `Question ${n}`,
  question_text: `Is rule ${n} about fouls?`,
  question_type: 'multiple_choice',
  options: ['Yes', 'No', 'Only in overtime'],
  correct_answer: 'Yes',
  explanation: `Rule ${n} is about fouls.`,
  category: 'Fouls',
});
const megabyte = 1024 * 1024;
const questions = (count: number) => Array.from({ length: count }, (_, i) => question(i + 1));

describe('limits for banks with pictures', () => {
  it('when 80 questions carry a 40 KB picture each (4.3 MB as uploaded), reads the file', () => {
    const xml = bankWithPictures(80, 40 * 1024);

    const result = parseMoodleXml(xml);

    expect(Buffer.byteLength(xml)).toBeGreaterThan(4 * 1024 * 1024);
    expect(result.questions).toHaveLength(80);
  });

  it('reads a single question whose picture is larger than 1 MB, as the question editor takes it', () => {
    const xml = bankWithPictures(1, 2 * megabyte);

    const result = parseMoodleXml(xml);

    expect(result.questions[0]!.title).toBe('Signal 1');
  });

  it("takes as many pictures in one file as the question editor takes in one file, and refuses more with both sizes", () => {
    expect(() => checkMediaSize(defaultMaxMediaMb * megabyte)).not.toThrow();
    expect(() => checkMediaSize(defaultMaxMediaMb * megabyte + 200 * 1024)).toThrow(
      `The file's pictures and sounds come to ${defaultMaxMediaMb}.2 MB; a question file can carry at most ${defaultMaxMediaMb} MB of them, ` +
        'as much as one picture, sound or clip added in the question editor. Please split it into smaller files.',
    );
  });
});

describe('limits', () => {
  it('accepts a file of exactly 2 MB and refuses one byte more, saying how big it is', () => {
    expect(() => checkFileSize(maxFileBytes)).not.toThrow();
    expect(() => checkFileSize(maxFileBytes + 1)).toThrow(
      'The file is 2.1 MB; a question file can be at most 2 MB. Please split it into smaller files.',
    );
  });

  it('measures a text in UTF-8 bytes, not characters', () => {
    const text = 'é'.repeat(maxFileBytes / 2 + 1);

    expect(() => parseQuestionFile(text)).toThrow(/a question file can be at most 2 MB/);
  });

  it('reads 2,000 GIFT questions and refuses 2,001', () => {
    expect(parseGift(writeGift(questions(2000))).questions).toHaveLength(2000);
    expect(() => parseGift(writeGift(questions(2001)))).toThrow(
      'The file holds 2001 questions; at most 2000 questions can be imported at once. Please split it into smaller files.',
    );
  });

  it('reads 2,000 Moodle XML questions and refuses 2,001', () => {
    expect(parseMoodleXml(writeMoodleXml(questions(2000))).questions).toHaveLength(2000);
    expect(() => parseMoodleXml(writeMoodleXml(questions(2001)))).toThrow(/The file holds 2001 questions/);
  });

  it('reads a Moodle XML file close to 2 MB within a few seconds', () => {
    const xml = writeMoodleXml(questions(2000).map((q) => ({ ...q, explanation: q.explanation + ' More.'.repeat(10) })));
    const started = performance.now();

    const result = parseQuestionFile(xml, 'big.xml');

    expect(result.questions).toHaveLength(2000);
    expect(Buffer.byteLength(xml)).toBeGreaterThan(1.6 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(10_000); // generous: the machine is shared; a quadratic reader would take minutes
  });
});
