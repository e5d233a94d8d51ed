import { useState } from 'react';
import { payStatementQuerySchema } from '@league/contract';
import { parseForm } from '@/lib/form-errors';

/** A period's first and last day as the API takes them; undefined leaves that end open. */
export interface Period {
  from?: string;
  to?: string;
}

/**
 * The From and To dates as typed, and the period they make, checked by the API's own schema:
 * `period` is null while the dates do not make one, and `error` says why in the API's words.
 */
export function usePeriod() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const parsed = parseForm(payStatementQuerySchema, { from, to });
  const period: Period | null = parsed.ok ? { from: parsed.data.from, to: parsed.data.to } : null;
  return { from, to, setFrom, setTo, period, error: parsed.ok ? '' : parsed.firstError };
}

/** The period as query parameters: only the ends that are set. */
export const periodParams = (period: Period) => ({ ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) });
