import { describe, expect, it } from 'vitest';
import { detectFormat, parseQuestionFile } from '../index.js';
import { readFixture } from './read-fixture.js';

describe('detectFormat', () => {
  it('recognises GIFT and Moodle XML from the content, whatever the file is called', () => {
    expect(detectFormat(readFixture('supported.gift'), 'bank.txt')).toBe('gift');
    expect(detectFormat(readFixture('supported.xml'), 'bank.txt')).toBe('moodle_xml');
    expect(detectFormat('\uFEFF<quiz>\n</quiz>')).toBe('moodle_xml');
  });

  it('takes GIFT whose first question starts with HTML for GIFT', () => {
    expect(detectFormat('<p>Is a block a foul?</p>{T}\n')).toBe('gift');
  });

  it('refuses a text file that is neither, and says so when it is named .xml', () => {
    expect(() => detectFormat(readFixture('not-gift.txt'), 'minutes.txt')).toThrow(
      'This file is neither GIFT nor Moodle XML: it has no questions with answers in braces and no <quiz> element.',
    );
    expect(() => detectFormat(readFixture('not-gift.txt'), 'minutes.xml')).toThrow(
      'The file name ends in .xml, but its content is not XML.',
    );
  });

  it('refuses XML that is not a Moodle quiz and an empty file', () => {
    expect(() => detectFormat(readFixture('not-moodle.xml'))).toThrow(
      'This XML file is not a Moodle question export: Moodle XML files hold their questions in a <quiz> element.',
    );
    expect(() => detectFormat(' \n')).toThrow('The file is empty.');
  });
});

describe('parseQuestionFile', () => {
  it('detects the format and parses in one call', () => {
    const result = parseQuestionFile(readFixture('supported.xml'), 'export.xml');

    expect(result.format).toBe('moodle_xml');
    expect(result.questions).toHaveLength(4);
  });
});
