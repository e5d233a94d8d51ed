import { describe, expect, it } from 'vitest';
import { formatHeight, formatRegion, readAdditionalData, readExtraColumns, readHeightCm, readPracticeDays, readRuleValues } from '@/features/players/player-details';

describe('formatHeight', () => {
  it('shows feet and inches plus centimetres (1 in = 2.54 cm)', () => {
    expect(formatHeight(175)).toBe('5\' 9" (175 cm)');
    expect(formatHeight(152.4)).toBe('5\' 0" (152.4 cm)');
  });

  it('carries 12 rounded inches into the next foot', () => {
    expect(formatHeight(182.5)).toBe('6\' 0" (182.5 cm)');
  });

  it('says when the height is unknown', () => {
    expect(formatHeight(null)).toBe('Not specified');
  });
});

describe('readHeightCm', () => {
  it('uses the height column, else additional_data height_cm or height', () => {
    expect(readHeightCm({ height: 170, additional_data: { height_cm: 150 } })).toBe(170);
    expect(readHeightCm({ height: null, additional_data: { height_cm: 150 } })).toBe(150);
    expect(readHeightCm({ height: null, additional_data: { height: '162' } })).toBe(162);
    expect(readHeightCm({ height: null, additional_data: {} })).toBeNull();
  });
});

describe('formatRegion', () => {
  it.each([
    ['N', 'North'],
    ['s', 'South'],
    ['E', 'East'],
    ['W', 'West'],
    ['C', 'Central'],
    ['Downtown', 'Downtown'],
  ])('reads %s as %s', (code, name) => {
    expect(formatRegion({ region: code })).toBe(name);
  });

  it('falls back to location, then to "Not specified"', () => {
    expect(formatRegion({ location: 'N' })).toBe('North');
    expect(formatRegion({})).toBe('Not specified');
  });
});

describe('readPracticeDays', () => {
  it('keeps Monday to Friday only and drops unavailable days from either notation', () => {
    const days = readPracticeDays({ unavailable_days: ['tue', 'Saturday'], availability: { thu: false, fri: true, sun: false } });

    expect(days).toEqual({ available: ['Mon', 'Wed', 'Fri'], unavailable: ['Tue', 'Thu'] });
  });

  it('treats a player without conflicts as free every weekday', () => {
    expect(readPracticeDays({}).available).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  });
});

describe('readAdditionalData', () => {
  it('accepts an object or a JSON string and ignores anything else', () => {
    expect(readAdditionalData('{"region":"N"}')).toEqual({ region: 'N' });
    expect(readAdditionalData({ region: 'S' })).toEqual({ region: 'S' });
    expect(readAdditionalData('not json')).toEqual({});
    expect(readAdditionalData(null)).toEqual({});
  });
});

describe('what the registration export kept', () => {
  it('reads the rule values in words and leaves out rules the player has none for', () => {
    const player = { group: 'Rivera', locked_team: 'Hawks', requests: ['Mia Lopez', 'Leo Park'], keep_apart: null, gender: 'F' as const };

    expect(readRuleValues(player)).toEqual([
      { label: 'Gender', value: 'Girl' },
      { label: 'Siblings or Carpool Group', value: 'Rivera' },
      { label: 'Locked Team', value: 'Hawks' },
      { label: 'Teammate Requests', value: 'Mia Lopez; Leo Park' },
    ]);
  });

  it('lists the columns nobody mapped by their header, without repeating what the page already shows', () => {
    const data = { region: 'N', unavailable_days: ['mon'], group: 'Rivera', School: 'Lincoln Elementary', Grade: 4, additional_data: { 'Shirt Size': 'YM' } };

    expect(readExtraColumns(data)).toEqual([
      { label: 'School', value: 'Lincoln Elementary' },
      { label: 'Grade', value: '4' },
      { label: 'Shirt Size', value: 'YM' },
    ]);
  });
});
