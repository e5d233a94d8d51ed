import { describe, expect, it } from 'vitest';
import { parseSlotDate, parseSlotTime } from '../gym-time/parse-when.js';

describe('reading the dates and times of gym-time files', () => {
  it.each([
    ['2026-10-03', '2026-10-03'],
    ['10/3/2026', '2026-10-03'],
    ['10/3/26', '2026-10-03'],
    ['3.10.2026', '2026-10-03'],
    ['Oct 3 2026', '2026-10-03'],
    ['October 3, 2026', '2026-10-03'],
    ['Saturday, October 3, 2026', '2026-10-03'],
    ['3 October 2026', '2026-10-03'],
  ])('reads the date %s', (text, date) => {
    expect(parseSlotDate(text)).toBe(date);
  });

  it.each(['2026-02-30', '13/45/2026', 'next Saturday', ''])('refuses %j as a date', (text) => {
    expect(parseSlotDate(text)).toBeNull();
  });

  it.each([
    ['9:00', 540],
    ['09:30', 570],
    ['9am', 540],
    ['7:30 PM', 1170],
    ['7:30 p.m.', 1170],
    ['12 pm', 720],
    ['12:15 AM', 15],
    ['0900', 540],
    ['18.00', 1080],
    ['24:00', 1440],
  ])('reads the time %s', (text, minutes) => {
    expect(parseSlotTime(text)).toBe(minutes);
  });

  it.each(['nine', '25:00', '9:75', ''])('refuses %j as a time', (text) => {
    expect(parseSlotTime(text)).toBeNull();
  });
});
