import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/**
 * Locks page scroll (body overflow hidden) while `active`, and restores the previous value when the last lock
 * ends, so two overlapping menus do not unlock each other (spec: 'opening the full menu locks page scroll').
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
}
