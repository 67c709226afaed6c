import { useEffect, useState } from 'react';

/** Spec §9: the layout shows a spinner for 2 s at start — once per page load, not on every screen. */
export const STARTUP_DELAY_MS = 2000;
let startupDone = false;

export function useStartupDelay(ms = STARTUP_DELAY_MS): boolean {
  const [waiting, setWaiting] = useState(!startupDone);
  useEffect(() => {
    if (startupDone) return;
    const timer = setTimeout(() => {
      startupDone = true;
      setWaiting(false);
    }, ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waiting;
}
