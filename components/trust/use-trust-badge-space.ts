'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While the floating trust badge shows, the page's `--trust-badge-space` is its height, so the scroll-to-top button
 * (same corner) sits above it instead of on it; removed when it goes.
 */
export function useTrustBadgeSpace(badge: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = badge.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const bar = element.lastElementChild ?? element;
    const update = () => root.style.setProperty('--trust-badge-space', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--trust-badge-space');
    };
  }, [badge, shown]);
}
