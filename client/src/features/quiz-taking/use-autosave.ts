import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { saveAttemptAnswers } from './api/save-attempt-answers';

export type AutosaveStatus = 'saved' | 'saving' | 'retrying' | 'closed';

// Quick enough that a closed tab loses at most the last click; slow enough to batch a burst of clicks.
export const autosaveDebounceMs = 800;
const maxRetryDelayMs = 30_000;

const isClosedAnswer = (err: unknown) => axios.isAxiosError(err) && err.response?.status === 409;

/**
 * Saves answers to the server as they are picked: changes are batched for a moment, sent in
 * one request at a time, and a failed save is retried with a growing pause (1 s, 2 s, 4 s …
 * up to 30 s) while answering goes on. A 409 means the server closed the attempt (its time
 * ran out); onClosed is called once so the page can fetch the result.
 */
export function useAutosave(attemptId: number, onClosed: () => void) {
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  const pending = useRef<Record<string, string | null>>({});
  const inFlight = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closed = useRef(false);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const flush = useCallback(async function send(): Promise<void> {
    if (inFlight.current || closed.current || Object.keys(pending.current).length === 0) return;
    const batch = pending.current;
    pending.current = {};
    inFlight.current = true;
    setStatus((s) => (s === 'retrying' ? s : 'saving'));
    try {
      await saveAttemptAnswers(attemptId, batch);
      failures.current = 0;
      inFlight.current = false;
      if (Object.keys(pending.current).length) return send();
      setStatus('saved');
    } catch (err) {
      inFlight.current = false;
      if (isClosedAnswer(err)) {
        closed.current = true;
        setStatus('closed');
        onClosedRef.current();
        return;
      }
      // Newer picks made while this batch was out win over it.
      pending.current = { ...batch, ...pending.current };
      failures.current += 1;
      setStatus('retrying');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), Math.min(maxRetryDelayMs, 1000 * 2 ** (failures.current - 1)));
    }
  }, [attemptId]);

  const queue = useCallback(
    (answers: Record<string, string | null>) => {
      if (closed.current) return;
      pending.current = { ...pending.current, ...answers };
      if (failures.current > 0) return; // the retry timer already runs and will send these too
      setStatus('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), autosaveDebounceMs);
    },
    [flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, queue };
}
