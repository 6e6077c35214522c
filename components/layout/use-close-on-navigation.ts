import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Closes a natively opened menu when the path changes (a client-side navigation from inside it or the back button):
 * the element stays open in the DOM otherwise, as React does not own its open state.
 */
export function useCloseOnNavigation(pathname: string, setOpen: (open: boolean) => void): void {
  const first = useRef(pathname);
  const close = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (pathname !== first.current) {
      first.current = pathname;
      close();
    }
  }, [pathname]);
}
