import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a create form: made once per submission and sent again while the same
 * submission is retried (same body), so a double click or a retry after a lost answer posts once. A
 * changed form is a new submission and gets a new key; a success retires the key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
