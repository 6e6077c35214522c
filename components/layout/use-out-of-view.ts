'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the media query matches and the element is out of the visible part of the screen, the bottom `coveredPx`
 * left out (where a bottom bar would sit over it). False on the server and before the first check, so the server HTML
 * never shows what depends on the screen.
 */
export function useOutOfView(target: RefObject<HTMLElement | null>, media: string, coveredPx: number): boolean {
  const [narrow, setNarrow] = useState(false);
  const [outside, setOutside] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(media);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [media]);

  useEffect(() => {
    const element = target.current;
    if (!narrow || !element) return undefined;
    const observer = new IntersectionObserver(([entry]) => setOutside(entry ? !entry.isIntersecting : false), {
      rootMargin: `0px 0px -${coveredPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [narrow, target, coveredPx]);

  return narrow && outside;
}
