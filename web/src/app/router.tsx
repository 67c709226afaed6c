import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { navigation } from './navigation';
import { safeRedirect } from './safe-redirect';
import { homePath, loaderOf, mayOpen, SCREENS, type Screen } from './screens';
import { sessionReady } from './session/boot-session';
import { sessionStore } from './session/session-store';
import { RootLayout } from './layout/RootLayout';
import { ScreenLoadError } from './layout/ScreenLoadError';
import { PageSpinner } from './layout/PageSpinner';
import { lazyRoute } from './lazy-route';

// A chunk that does not arrive is told inside the layout, with a retry (lazy-route.tsx).
export { SCREEN_LOAD_TIMEOUT_MS, ScreenLoadTimeout, withTimeout } from './lazy-route';

async function requireSession({ request }: LoaderFunctionArgs) {
  await sessionReady();
  if (sessionStore.get().token) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * A screen opens for a role the contract lets read what it shows (screens.ts `reads`); anyone else
 * goes home. Runs beside requireSession (loaders run in parallel), so it must send a visitor to
 * /login itself.
 */
const requireScreen = (screen: Screen) => async (args: LoaderFunctionArgs) => {
  const toLogin = await requireSession(args);
  if (toLogin) return toLogin;
  return mayOpen(screen) ? null : redirect('/');
};

/** `/` is the first screen of the user's menu: the dashboard for staff, the deposit slips for a guard. */
async function toHome(args: LoaderFunctionArgs) {
  return (await requireSession(args)) ?? redirect(homePath());
}

async function loginLoader({ request }: LoaderFunctionArgs) {
  await sessionReady();
  if (!sessionStore.get().token) return null;
  return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

const screenRoute = (screen: Screen): RouteObject => ({
  path: screen.path,
  handle: { title: screen.title },
  loader: requireScreen(screen),
  lazy: lazyRoute(loaderOf(screen)!),
  ErrorBoundary: ScreenLoadError,
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: ScreenLoadError,
    children: [
      {
        path: '/login',
        loader: loginLoader,
        lazy: lazyRoute(() => import('../features/auth/LoginPage')),
        ErrorBoundary: ScreenLoadError,
      },
      {
        id: 'app',
        loader: requireSession,
        // The guard must see a logout that happened since the last navigation.
        shouldRevalidate: () => true,
        lazy: lazyRoute(() => import('./layout/AppLayout')),
        ErrorBoundary: ScreenLoadError,
        children: [{ index: true, loader: toHome }, ...SCREENS.filter((s) => loaderOf(s)).map(screenRoute)],
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  navigation.register((to) => void router.navigate(to));
  return router;
}
