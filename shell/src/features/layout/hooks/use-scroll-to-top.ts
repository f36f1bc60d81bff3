import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@runoff/platform/router';

/**
 * A new page opens at its top (a footer link at the bottom of a long page, say). Back and forward keep the
 * browser's own scroll restoration. What react-router's ScrollRestoration did, without the data router.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
