import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { screenTitle } from '../screens';

const APP_NAME = 'Quản lý nhà trọ';

/** The browser tab names the screen, so several open tabs can be told apart. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = screenTitle(pathname);
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [pathname]);
}
