import { Toaster } from '@jumpers/ui';
import { Outlet } from 'react-router-dom';
import { useScrollToTopOnRouteChange } from './lib/use-scroll-to-top';

export function RootLayout() {
  useScrollToTopOnRouteChange();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
