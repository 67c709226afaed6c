import { Outlet } from 'react-router-dom';
import { NavigationProgress } from './NavigationProgress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
