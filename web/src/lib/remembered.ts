/**
 * A small choice a screen keeps for the next visit (the room board's building), per user when the
 * session names one, so two people sharing a browser at the front desk do not overwrite each other.
 * Storage can be missing or full (private mode): then the screen simply starts on its default.
 */
export const rememberedKey = (what: string, username?: string): string => (username ? `${what}:${username}` : what);

export function recall(what: string, username?: string): string | undefined {
  try {
    return localStorage.getItem(rememberedKey(what, username)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function remember(what: string, username: string | undefined, value: string): void {
  try {
    localStorage.setItem(rememberedKey(what, username), value);
  } catch {
    // Not remembering is only a convenience lost.
  }
}
