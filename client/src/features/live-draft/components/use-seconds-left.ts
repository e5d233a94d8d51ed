import { useEffect, useState } from 'react';
import type { DraftStateDto } from '@league/contract';

/**
 * Seconds left on the turn's clock, counted down every second from when the server started it.
 * Null when nobody is on the clock or the draft is paused (the server holds the clock then).
 */
export function useSecondsLeft(state: DraftStateDto | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = !!state?.on_the_clock && state.status === 'open';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!running || !state?.on_the_clock) return null;
  const elapsed = (now - new Date(state.on_the_clock.started_at).getTime()) / 1000;
  return Math.max(0, Math.min(state.pick_seconds, Math.ceil(state.pick_seconds - elapsed)));
}
