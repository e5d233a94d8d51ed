import { apiErrorMessage } from '@/lib/api-client';

/** The server's sentence when it sent one, else what the network layer knows. */
export function describeError(error: unknown): string {
  return apiErrorMessage(error) ?? (error instanceof Error && error.message ? error.message : 'Unknown error');
}

/** A fixed failure text, with the server's reason after it when there is one. */
export function failureText(prefix: string, error: unknown): string {
  const reason = apiErrorMessage(error);
  return reason ? `${prefix}: ${reason}` : prefix;
}
