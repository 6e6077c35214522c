import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the server HTML and while the page hydrates, true once this component's handlers are attached: a button
 * that does nothing without its handler is disabled until then, so a click before hydration is never lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
