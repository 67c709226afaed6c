/**
 * A read kept for `ms` in a warm function, for figures that only rank hints (never money): the first
 * call after the window reads again, concurrent callers share one read, and a failed read is not kept.
 */
export function freshFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > ms) {
      const value = read();
      kept = { at: now, value };
      value.catch(() => (kept = undefined));
    }
    return kept.value;
  };
}
