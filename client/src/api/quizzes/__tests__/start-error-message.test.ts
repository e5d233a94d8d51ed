import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { startErrorMessage } from '@/api/quizzes/start-error-message';

function serverRefusal(error: string | undefined, status = 400) {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data: error === undefined ? {} : { error } };
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
