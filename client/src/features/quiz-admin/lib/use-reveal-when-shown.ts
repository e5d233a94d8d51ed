import { useEffect, useRef } from 'react';

/**
 * For a banner that answers a button far from it: when its message appears, bring it into
 * view and move focus to it, so the person who clicked sees (and hears) what happened.
 * The element needs tabIndex={-1} to take focus.
 */
export function useRevealWhenShown<T extends HTMLElement>(message: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!message) return;
    // Not every environment scrolls (jsdom has no layout), focus alone still helps there.
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [message]);
  return ref;
}
