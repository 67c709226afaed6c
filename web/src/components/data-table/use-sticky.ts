import { useLayoutEffect, useMemo, useRef, useState } from 'react';

/** The box a table scrolls up and down in: the layout's content (AppLayout), a drawer's body, … */
function scrollerOf(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement; p && p !== document.body; p = p.parentElement) {
    if (/(auto|scroll|overlay)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/**
 * antd's `sticky` for a table: its header stays at the top of the box the page scrolls in while the
 * rows scroll under it, and its sideways scroll bar at the bottom of the view. In the app that box is
 * the layout's content (or a drawer's body), not the window, so it is found from the table's place once
 * it is mounted.
 */
export function useStickyHeader() {
  const ref = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setScroller(scrollerOf(ref.current)), []);
  // A sticky box stops at the scroller's padding; pulled up by it, the header meets the visible edge
  // and no row shows above it.
  const sticky = useMemo(
    () => ({ offsetHeader: scroller ? -(parseFloat(getComputedStyle(scroller).paddingTop) || 0) : 0, getContainer: () => scroller ?? window }),
    [scroller],
  );
  return { ref, sticky };
}
