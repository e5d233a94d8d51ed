import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delayMs`: typing in a search box asks the server once, not per key; a place held in a drag is judged once, not per place passed. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
