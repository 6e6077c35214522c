import { useCallback, useLayoutEffect, useState, type RefObject, type SyntheticEvent } from 'react';

/** What a native disclosure reports and how it is driven: a <details> element or an element with `popover`. */
type NativeDisclosure = {
  /** Open now in the DOM (a tap before hydration may have opened it already). */
  isOpen: (element: HTMLElement) => boolean;
  show: (element: HTMLElement) => void;
  hide: (element: HTMLElement) => void;
};

const DETAILS: NativeDisclosure = {
  isOpen: (element) => element instanceof HTMLDetailsElement && element.open,
  show: (element) => {
    if (element instanceof HTMLDetailsElement) element.open = true;
  },
  hide: (element) => {
    if (element instanceof HTMLDetailsElement) element.open = false;
  },
};

const POPOVER: NativeDisclosure = {
  isOpen: (element) => element.matches(':popover-open'),
  show: (element) => {
    if (!element.matches(':popover-open')) element.showPopover();
  },
  hide: (element) => {
    if (element.matches(':popover-open')) element.hidePopover();
  },
};

export type NativeOpen = {
  /** The element's open state as React knows it (false in the server HTML). */
  open: boolean;
  /** The element's `onToggle`: keeps `open` in step with what the browser did. */
  onToggle: (event: SyntheticEvent<HTMLElement>) => void;
  setOpen: (open: boolean) => void;
};

/**
 * The state of a control that opens natively, without JavaScript (ADR 0044): the browser opens and closes the
 * element, React follows its `toggle` events. A tap made before hydration has opened it already; the first layout
 * effect reads that, so the enhanced behaviour (loading a tree, scroll lock, outside click) starts as if the tap had
 * come later.
 */
function useNativeOpen(ref: RefObject<HTMLElement | null>, kind: NativeDisclosure): NativeOpen {
  const [open, setOpenState] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && kind.isOpen(element)) setOpenState(true);
  }, [ref, kind]);
  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      // Toggle events do not bubble; a nested disclosure's event reaches only its own handler.
      if (event.target === event.currentTarget) setOpenState(kind.isOpen(event.currentTarget));
    },
    [kind],
  );
  const setOpen = useCallback(
    (value: boolean) => {
      const element = ref.current;
      if (!element) return;
      if (value) kind.show(element);
      else kind.hide(element);
    },
    [ref, kind],
  );
  return { open, onToggle, setOpen };
}

/** A <details> disclosure (support box, account menu, 'All categories', the country bar's info). */
export function useDetailsOpen(ref: RefObject<HTMLDetailsElement | null>): NativeOpen {
  return useNativeOpen(ref, DETAILS);
}

/** An element with `popover`, opened by a `popovertarget` button (the mobile menu). */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): NativeOpen {
  return useNativeOpen(ref, POPOVER);
}
