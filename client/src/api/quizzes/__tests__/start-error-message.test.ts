import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { startErrorMessage } from '@/api/quizzes/start-error-message';

function serverRefusal(error: string | undefined, status = 400, details?: Record<string, unknown>) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data: error === undefined ? {} : { error, details } };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, undefined, response);
}

describe('startErrorMessage', () => {
  it.each([
    ['This quiz is still in draft mode.', 'This quiz is still in draft mode and cannot be started. Please contact your administrator.'],
    ['This quiz has been archived.', 'This quiz has been archived and is no longer available.'],
    ['This quiz is not active.', 'This quiz is not currently active. Please check the quiz schedule.'],
    ['You have already completed this quiz.', 'You have already completed this quiz.'],
    ['This quiz is outside its time window: it opens at 2027-01-01T00:00:00.000Z.', 'This quiz is not available during the current time period.'],
  ])('maps the server error "%s" by its keyword', (error, expected) => {
    expect(startErrorMessage(serverRefusal(error))).toBe(expected);
  });

  it.each([
    'You have already used your one attempt at this quiz.',
    'You have already completed this quiz 2 times, the most it allows.',
    'You have already completed this quiz and passed it.',
  ])('shows the server sentence as it is when the referee\'s past attempts stand in the way (409): "%s"', (error) => {
    expect(startErrorMessage(serverRefusal(error, 409))).toBe(error);
  });

  it('when the pause between attempts refuses the start, says when the quiz opens again in the referee’s locale', () => {
    const opensAt = '2026-11-26T02:30:00.000Z';
    const refusal = serverRefusal('You can try this quiz again from 2026-11-26T02:30:00.000Z (a 12-hour pause between attempts).', 409, { available_at: opensAt });

    const shown = new Date(opensAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
    expect(startErrorMessage(refusal)).toBe(`You can take this quiz again on ${shown}.`);
  });

  it('matches keywords whatever their case', () => {
    expect(startErrorMessage(serverRefusal('Quiz is ARCHIVED'))).toBe('This quiz has been archived and is no longer available.');
  });

  it('prefixes any other server error with "Cannot start quiz:"', () => {
    expect(startErrorMessage(serverRefusal('This quiz has no questions yet.'))).toBe('Cannot start quiz: This quiz has no questions yet.');
  });

  it('maps a plain error message by keyword too', () => {
    expect(startErrorMessage(new Error('quiz is draft'))).toBe(
      'This quiz is still in draft mode and cannot be started. Please contact your administrator.',
    );
  });

  it('falls back to "Failed to start quiz. Please try again." without a reason', () => {
    expect(startErrorMessage(serverRefusal(undefined, 500))).toBe('Failed to start quiz. Please try again.');
    expect(startErrorMessage(new Error('Network Error'))).toBe('Failed to start quiz. Please try again.');
  });
});
