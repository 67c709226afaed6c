/** Plain helpers of the browser flows that the global setup uses too (no vitest runtime here). */

const now = new Date();
const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(d);
/** Today in Vietnam, its year and month as the flows date their vouchers, and last month. */
export const TODAY = ymd(now);
export const [Y, M] = TODAY.split('-') as [string, string, string];
export const MONTH = `${Y}-${M}`;
export const PREVIOUS = ymd(new Date(Date.UTC(Number(Y), Number(M) - 2, 15))).slice(0, 7);

/** The API at `base`, called as a flow's set-up calls it (what earlier months left behind): a refusal throws. */
export function apiAt(base: string) {
  return {
    async call(method: string, path: string, token: string, body?: unknown) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    },
    async tokenOf(username: string) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Demo@2025' }),
      });
      return ((await res.json()) as { token: string }).token;
    },
  };
}
