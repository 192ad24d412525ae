import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on every route change. */
export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
