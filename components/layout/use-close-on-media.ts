import { useEffect, useEffectEvent } from 'react';

/**
 * Closes an open menu when the media query starts or stops matching (for example the mobile menu when the window
 * grows past 992 px), so no hidden menu keeps the page scroll-locked or modal.
 */
export function useCloseOnMediaChange(open: boolean, query: string, onChange: () => void): void {
  const close = useEffectEvent(onChange);
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(query);
    const listener = () => close();
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, [open, query]);
}
