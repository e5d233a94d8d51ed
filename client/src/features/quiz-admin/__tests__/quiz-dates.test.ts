import { describe, expect, it } from 'vitest';
import { buildEditDates, localDateTimeToIso, toDateInputValue } from '@/features/quiz-admin/lib/quiz-dates';
import { buildQuizUpdate } from '@/features/quiz-admin/lib/build-quiz-update';

describe('edit form dates', () => {
  it('a start date becomes that day at 00:00:00 UTC and an end date that day at 23:59:59 UTC', () => {
    expect(buildEditDates({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({
      start_date: '2026-03-01T00:00:00Z',
      end_date: '2026-03-31T23:59:59Z',
    });
  });

  it('leaves empty dates out instead of clearing them', () => {
    expect(buildEditDates({ startDate: '', endDate: '2026-03-31' })).toEqual({ end_date: '2026-03-31T23:59:59Z' });
    expect(buildEditDates({ startDate: '  ', endDate: '' })).toEqual({});
  });

  it('shows a stored timestamp as its UTC day in the date input', () => {
    expect(toDateInputValue('2026-02-10T23:59:59.000Z')).toBe('2026-02-10');
    expect(toDateInputValue(null)).toBe('');
  });

  it('reads a datetime-local value in local time and sends UTC; empty means none', () => {
    expect(localDateTimeToIso('2026-03-01T08:30')).toBe(new Date(2026, 2, 1, 8, 30).toISOString());
    expect(localDateTimeToIso('')).toBeUndefined();
  });
});

describe('buildQuizUpdate', () => {
  const values = { title: 'T', description: 'D', timeLimit: 45, passingScore: 72.5, startDate: '2026-03-01', endDate: '' };

  it('a draft sends every setting', () => {
    expect(buildQuizUpdate('draft', values)).toEqual({
      title: 'T',
      description: 'D',
      time_limit_minutes: 45,
      passing_score: 72.5,
      start_date: '2026-03-01T00:00:00Z',
    });
  });

  it('an active quiz sends title, description and (when set) the end date only', () => {
    expect(buildQuizUpdate('active', values)).toEqual({ title: 'T', description: 'D' });
    expect(buildQuizUpdate('active', { ...values, endDate: '2026-04-01' })).toEqual({ title: 'T', description: 'D', end_date: '2026-04-01T23:59:59Z' });
  });

  it('an archived quiz sends nothing', () => {
    expect(buildQuizUpdate('archived', values)).toBeNull();
  });
});
