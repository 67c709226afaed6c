import { useState, type ComponentType } from 'react';
import { ScreenLoadFailed } from './layout/ScreenLoadError';

/** Spec §9: a lazy screen that has not arrived after this long is reported as failed. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  constructor() {
    super('Tải màn hình quá thời gian cho phép');
    this.name = 'ScreenLoadTimeout';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout()), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

export type ScreenModule = { default: ComponentType };

/**
 * A route's `lazy` for a screen's chunk that never rejects. A rejected `lazy` leaves React Router
 * thinking the route has not loaded yet, and it draws nothing at all: no menu, no message, a white
 * page until a reload. So a chunk that cannot be fetched (a network drop, the 120 s limit, a release
 * that replaced the files) becomes a component that says so where the screen would be, inside the
 * layout, with `Thử lại`; when a retry brings the chunk, that same component draws the screen, now
 * and on every later visit.
 */
export function lazyRoute(load: () => Promise<ScreenModule>, timeoutMs = SCREEN_LOAD_TIMEOUT_MS): () => Promise<{ Component: ComponentType }> {
  let loaded: ComponentType | undefined;
  const attempt = async (): Promise<ComponentType> => (loaded ??= (await withTimeout(load(), timeoutMs)).default);

  function RetryScreen({ firstError }: { firstError: unknown }) {
    const [state, setState] = useState<{ error?: unknown; retrying?: boolean }>({ error: firstError });
    if (loaded) {
      const Screen = loaded;
      return <Screen />;
    }
    const retry = () => {
      setState((s) => ({ ...s, retrying: true }));
      attempt().then(
        () => setState({}),
        (error: unknown) => {
          console.error(error);
          setState({ error });
        },
      );
    };
    return <ScreenLoadFailed error={state.error} retrying={state.retrying} onRetry={retry} />;
  }

  return async () => {
    try {
      return { Component: await attempt() };
    } catch (error) {
      console.error(error);
      return { Component: () => <RetryScreen firstError={error} /> };
    }
  };
}
