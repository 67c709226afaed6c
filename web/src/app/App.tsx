import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES build: the CommonJS one arrives wrapped under Vite and antd falls back to English.
import viVN from 'antd/es/locale/vi_VN';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { NotifyHost } from './NotifyHost';
import { createAppRouter } from './router';

/**
 * The app's theme. CSS variables (and no hash): a component's styles are written once, however many
 * themes nest (every table has its own dense one), instead of once per theme on the first screen that
 * draws it (issue 23 §12: first opens were main-thread bound).
 */
const THEME = { cssVar: true, hashed: false, token: { colorPrimary: '#1677ff', borderRadius: 6 } } as const;

/** One router for the page's life; StrictMode's double render must not make a second one. */
const router = createAppRouter();

export function App() {
  return (
    <ConfigProvider locale={viVN} theme={THEME}>
      <NotifyHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
