import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2/§9: 200 ms after each navigation the content area scrolls back to the top. */
export const SCROLL_RESET_DELAY_MS = 200;

export function useScrollReset(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.scrollTo({ top: 0 }), SCROLL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, ref]);
}
