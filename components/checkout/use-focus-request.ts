'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves the focus to one of a step's message boxes once it is on the page: `request(ref)` after a submit (the box may
 * appear only with the render that follows an answer, so the focus waits for that render).
 */
export function useFocusRequest(): (ref: RefObject<HTMLElement | null>) => void {
  const [target, setTarget] = useState<{ ref: RefObject<HTMLElement | null> } | null>(null);
  useEffect(() => {
    target?.ref.current?.focus();
  }, [target]);
  return useCallback((ref: RefObject<HTMLElement | null>) => setTarget({ ref }), []);
}
