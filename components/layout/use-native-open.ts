import { useCallback, useLayoutEffect, useState, type RefObject, type SyntheticEvent } from 'react';

export type NativeOpen = {
  /** The element's open state as React knows it (false in the server HTML). */
  open: boolean;
  /** The element's `onToggle`: keeps `open` in step with what the browser did. */
  onToggle: (event: SyntheticEvent<HTMLElement>) => void;
  setOpen: (open: boolean) => void;
};

/** Open in the DOM: a <details> element's `open`, or a popover shown. */
const isOpen = (element: HTMLElement) => (element instanceof HTMLDetailsElement ? element.open : element.matches(':popover-open'));

/**
 * The state of a control that opens natively, without JavaScript (ADR 0044): a <details> disclosure (support box,
 * account menu, 'All categories') or an element with `popover` opened by a `popovertarget` button (the mobile menu).
 * The browser opens and closes the element, React follows its `toggle` events. A tap made before hydration has
 * opened it already; the first layout effect reads that, so the enhanced behaviour (loading a tree, scroll lock,
 * outside click) starts as if the tap had come later.
 */
export function useNativeOpen(ref: RefObject<HTMLElement | null>): NativeOpen {
  const [open, setOpenState] = useState(false);
  useLayoutEffect(() => {
    if (ref.current && isOpen(ref.current)) setOpenState(true);
  }, [ref]);
  // Toggle events do not bubble: the element's own event only.
  const onToggle = (event: SyntheticEvent<HTMLElement>) => setOpenState(isOpen(event.currentTarget));
  const setOpen = useCallback(
    (value: boolean) => {
      const element = ref.current;
      if (element instanceof HTMLDetailsElement) element.open = value;
      else element?.togglePopover(value);
    },
    [ref],
  );
  return { open, onToggle, setOpen };
}
