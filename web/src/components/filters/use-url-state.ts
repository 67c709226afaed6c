import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Screen state kept in the URL (filters, paging), so a link or a reload shows the same view. A value
 * equal to its default stays out of the URL. Changing anything but the page goes back to page 1.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const key = JSON.stringify(defaults);
  const values = useMemo(() => {
    const out = { ...defaults };
    for (const k of Object.keys(defaults) as (keyof T & string)[]) {
      const v = params.get(k);
      if (v !== null) out[k] = v as T[typeof k];
    }
    return out;
    // `key` stands for `defaults`, which callers rebuild on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, key]);

  const set = useCallback(
    (patch: Partial<T>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === (defaults as Record<string, string>)[k]) next.delete(k);
            else next.set(k, v);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, key],
  );
  return [values, set];
}
