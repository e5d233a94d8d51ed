import { useEffect, useEffectEvent, useState } from 'react';
import { secondsLeft } from './quiz-clock';

/**
 * Seconds left until the deadline, re-read from the clock every second (so a slow tab never
 * drifts), and onExpire called once when it reaches zero.
 */
export function useCountdown(deadlineMs: number, onExpire: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadlineMs, now);
  const expired = remaining === 0;
  const fireExpire = useEffectEvent(onExpire);

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadlineMs, expired]);

  useEffect(() => {
    if (expired) fireExpire();
  }, [expired]);

  return remaining;
}
