export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Builds `a=1&b=x` from an object. Empty values (undefined, null, '') are left out, but `false` and
 * `0` are real answers and stay (spec §5). Arrays repeat the key.
 */
export function buildQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** `path?query`, or just `path` when nothing is left. */
export const withQuery = (path: string, params?: Record<string, QueryValue>): string => {
  const qs = params ? buildQueryString(params) : '';
  return qs ? `${path}?${qs}` : path;
};
