import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server HTML and while the page hydrates, true once this component's handlers are attached: a button
 * that does nothing without its handler is disabled until then, so a click before hydration is never lost.
 *
 * The flip is a transition started from an effect, not a store whose browser value differs from the server's
 * (`useSyncExternalStore` with `() => true`): React re-renders a component whose store snapshot changed right after
 * hydration synchronously, in the task that runs hydration's effects, while a transition renders every flip of the
 * page together, in slices of its own (ADR 0048).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
