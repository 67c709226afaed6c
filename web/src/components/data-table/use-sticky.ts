import { useLayoutEffect, useMemo, useRef, useState } from 'react';

/** The box a table scrolls up and down in: the layout's content (AppLayout), a drawer's body, … */
function scrollerOf(el: HTMLElement | null): HTMLElement | null {
  for (let p = el?.parentElement; p && p !== document.body; p = p.parentElement) {
    if (/(auto|scroll|overlay)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/**
 * The sticky header is a table of its own above the rows, given the rows' measured column widths. Laid
 * out by content ('auto'), as the rows are, it cannot hold them once the rows are wider than the box
 * (its columns shrink back to their content and stop matching the cells under them): fixed to the
 * measured widths, as wide as the rows' table, it does. Kept so while the rows change or resize.
 */
function keepHeaderOnRows(root: HTMLElement | null): (() => void) | undefined {
  if (!root || typeof ResizeObserver === 'undefined') return undefined;
  let watched: Element | null = null;
  const sizes = new ResizeObserver(() => sync());
  const sync = () => {
    const rows = root.querySelector<HTMLElement>('.ant-table-body > table');
    const head = root.querySelector<HTMLElement>('.ant-table-header > table');
    if (rows !== watched) {
      if (watched) sizes.unobserve(watched);
      if (rows) sizes.observe(rows);
      watched = rows;
    }
    if (!rows || !head) return;
    // With no rows the header keeps its own layout (antd then gives it no measured widths).
    const measured = !root.querySelector('.ant-table-placeholder');
    head.style.tableLayout = measured ? 'fixed' : '';
    // (A sticky header without a fixed height adds no scroll bar column: the widths add up to the rows'.)
    head.style.width = measured ? `${rows.offsetWidth}px` : '';
  };
  const changes = new MutationObserver(sync);
  changes.observe(root, { childList: true, subtree: true });
  sync();
  return () => {
    sizes.disconnect();
    changes.disconnect();
  };
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
  useLayoutEffect(() => keepHeaderOnRows(ref.current), []);
  // A sticky box stops at the scroller's padding; pulled up by it, the header meets the visible edge
  // and no row shows above it.
  const sticky = useMemo(
    () => ({ offsetHeader: scroller ? -(parseFloat(getComputedStyle(scroller).paddingTop) || 0) : 0, getContainer: () => scroller ?? window }),
    [scroller],
  );
  return { ref, sticky };
}
