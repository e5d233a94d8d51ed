import { describe, expect, it } from 'vitest';
import { formatClock, resolveDeadlineMs, secondsLeft, timerAnnouncement } from '@/features/quiz-taking/quiz-clock';
import type { StartAttemptResponse } from '@/api/quizzes/quiz-session-types';
import { makeSession } from './quiz-fixtures';

describe('quiz clock', () => {
  it('takes the deadline from the server remaining seconds, counted from receipt', () => {
    const session = makeSession({ remainingSeconds: 90 });

    expect(resolveDeadlineMs(session, 1_000_000)).toBe(1_090_000);
  });

  it('falls back to deadline_at, then to started_at plus the time limit', () => {
    const session = makeSession({ timeLimitMinutes: 10 });
    const { remaining_seconds: _omit, ...withDeadline } = session.attempt;
    expect(resolveDeadlineMs({ ...session, attempt: { ...withDeadline, deadline_at: '2026-01-01T10:30:00.000Z' } as StartAttemptResponse['attempt'] }, 0)).toBe(Date.parse('2026-01-01T10:30:00.000Z'));

    // A session stored by an earlier version of the app carries neither.
    const bare = { id: 1, started_at: '2026-01-01T10:00:00.000Z' } as unknown as StartAttemptResponse['attempt'];
    expect(resolveDeadlineMs({ ...session, attempt: bare }, 0)).toBe(Date.parse('2026-01-01T10:10:00.000Z'));
  });

  it('counts whole seconds left and never below zero', () => {
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('formats the clock as mm:ss, minutes past an hour included', () => {
    expect(formatClock(1200)).toBe('20:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(180 * 60)).toBe('180:00');
  });

  it('announces once a minute, then every 10 seconds in the last minute', () => {
    const spoken = new Set<string>();
    for (let s = 180; s >= 0; s -= 1) spoken.add(timerAnnouncement(s));

    expect([...spoken]).toEqual([
      '3 minutes remaining', '2 minutes remaining', '1 minute remaining',
      '50 seconds remaining', '40 seconds remaining', '30 seconds remaining', '20 seconds remaining', '10 seconds remaining',
      'Time is up.',
    ]);
    expect(timerAnnouncement(179)).toBe('3 minutes remaining');
    expect(timerAnnouncement(120)).toBe('2 minutes remaining');
  });
});
