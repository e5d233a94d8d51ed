import { describe, expect, it } from 'vitest';
import { parseHeight } from '../csv/parse-height.js';
import { parseDays, parseRegion, toConflictMask } from '@league/contract';
import { parseBirthDate, parseRating } from '../csv/parse-cells.js';

describe('parseHeight', () => {
  it.each([
    ['170', 170],
    ['170cm', 170],
    ['170 cm', 170],
    ['152.5', 152.5],
    ['1.70m', 170],
    [`5'7"`, 170.2],
    [`5' 7''`, 170.2],
    ['5-7', 170.2],
    ['5 ft 7 in', 170.2],
    ['5ft', 152.4],
    ['67in', 170.2],
    ['', null],
  ])('reads %s as %s cm', (text, cm) => {
    expect(parseHeight(text)).toBe(cm);
  });

  it.each([['tall'], ['5.7.1'], ['12'], ['400cm']])('rejects %s with a sentence showing the accepted forms', (text) => {
    expect(() => parseHeight(text)).toThrow(/Use centimetres/);
  });
});

describe('parseDays', () => {
  it.each([
    ['mon;wed', ['mon', 'wed']],
    ['Monday, Wednesday', ['mon', 'wed']],
    ['M/W', ['mon', 'wed']],
    ['MWF', ['mon', 'wed', 'fri']],
    ['TTh', ['tue', 'thu']],
    ['Tues and Thurs', ['tue', 'thu']],
    ['wed mon', ['mon', 'wed']],
    ['Sat|Sun', ['sat', 'sun']],
    ['none', []],
    ['', []],
  ])('reads %s', (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each([['S'], ['weekend'], ['mon;xyz']])('rejects %s naming the accepted forms', (text) => {
    expect(() => parseDays(text)).toThrow(/is not a list of days\. List days like "mon;wed"/);
  });

  it('turns days into a Monday-first bit mask', () => {
    expect(toConflictMask(['mon', 'wed', 'sun'])).toBe(0b1000101);
  });
});

describe('parseRegion', () => {
  it.each([
    ['N', 'N'],
    ['s', 'S'],
    ['East', 'E'],
    [' west ', 'W'],
    ['Central', 'C'],
    ['c', 'C'],
    ['', null],
  ])('reads %s as %s', (text, code) => {
    expect(parseRegion(text)).toBe(code);
  });

  it('rejects an unknown region listing the accepted ones', () => {
    expect(() => parseRegion('Downtown')).toThrow('"Downtown" is not a region. Use N, S, E, W, C or North, South, East, West, Central.');
  });
});

describe('parseRating and parseBirthDate', () => {
  it('reads ratings with a dot or a comma, and blank as not rated', () => {
    expect(parseRating('7.5')).toBe(7.5);
    expect(parseRating('7,5')).toBe(7.5);
    expect(parseRating('')).toBeNull();
  });

  it.each([['abc'], ['-1'], ['7/10']])('rejects the rating %s', (text) => {
    expect(() => parseRating(text)).toThrow(`"${text}" is not a rating.`);
  });

  it('reads ISO and US dates and rejects impossible ones', () => {
    expect(parseBirthDate('2014-03-09')).toBe('2014-03-09');
    expect(parseBirthDate('3/9/2014')).toBe('2014-03-09');
    expect(() => parseBirthDate('2014-02-30')).toThrow('is not a date');
  });
});
