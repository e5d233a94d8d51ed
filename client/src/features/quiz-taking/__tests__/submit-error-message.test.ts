import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { submitErrorMessage } from '@/features/quiz-taking/submit-error-message';

function failedWith(status: number) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, undefined, { status, statusText: '', headers: {}, config, data: {} });
}

describe('submitErrorMessage', () => {
  it.each([
    [405, 'Quiz submission is not available. Please contact your administrator.'],
    [401, 'Your session has expired. Please log in again.'],
    [400, 'Invalid quiz submission. Please check your answers and try again.'],
    [500, 'Failed to submit quiz. Please try again.'],
    [404, 'Failed to submit quiz. Please try again.'],
  ])('a %i answer gives "%s"', (status, message) => {
    expect(submitErrorMessage(failedWith(status))).toBe(message);
  });

  it('an axios timeout (ECONNABORTED) gives the timeout sentence', () => {
    const timeout = new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED');

    expect(submitErrorMessage(timeout)).toBe('Quiz submission timed out. Please check your connection and try again.');
  });

  it('anything else gives the generic sentence', () => {
    expect(submitErrorMessage(new Error('boom'))).toBe('Failed to submit quiz. Please try again.');
  });
});
