'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While `shown`, the page's `--bottom-bar-space` is the bar's real height (it grows when its text wraps on a narrow
 * screen), so toasts, the scroll-to-top button and the page's end stay clear of it; removed when it goes.
 */
export function useBottomBarSpace(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--bottom-bar-space', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-bar-space');
    };
  }, [bar, shown]);
}
