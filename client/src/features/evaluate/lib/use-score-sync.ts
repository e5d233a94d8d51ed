import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitScoresDto, SubmitScoresInput } from '@league/contract';
import type { EvaluateDb } from './evaluate-db';
import { sendWaitingScores, type SendOutcome } from './score-queue';

/** How often waiting scores are tried again while the screen is open (a gym's signal comes and goes). */
export const retryEveryMs = 15_000;

/**
 * Sends waiting scores now, whenever the phone says it is back online, and on a timer; one send
 * at a time. Answers the last outcome and whether the phone believes it is online.
 */
export function useScoreSync(db: EvaluateDb, eventId: number, post: (input: SubmitScoresInput) => Promise<SubmitScoresDto>) {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [outcome, setOutcome] = useState<SendOutcome>('nothing');
  const sending = useRef(false);
  const again = useRef(false);

  const sendNow = useCallback(async () => {
    if (sending.current) {
      again.current = true; // a score made mid-send goes in the next one
      return;
    }
    sending.current = true;
    try {
      do {
        again.current = false;
        setOutcome(await sendWaitingScores(db, eventId, post));
      } while (again.current);
    } finally {
      sending.current = false;
    }
  }, [db, eventId, post]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void sendNow();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => void sendNow(), retryEveryMs);
    void sendNow();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [sendNow]);

  return { online, outcome, sendNow };
}
