import { Outlet } from 'react-router-dom';
import { useScrollToTopOnRouteChange } from './lib/use-scroll-to-top';
import { LazyToaster } from './shell/lazy-toaster';

export function RootLayout() {
  useScrollToTopOnRouteChange();
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
