import { useCallback, useEffect, useState } from 'react';

/** A message that clears itself (the spec: successes after 3 s; some errors after 5 s). */
export function useFlashMessage(timeoutMs = 3000): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);
  const show = useCallback((next: string) => setMessage(next), []);
  return [message, show];
}
