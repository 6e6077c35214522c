'use client';

import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled' | 'aria-busy'> & {
  /** Its action runs: clicks (and Enter in its form) do nothing until it ends. */
  busy?: boolean;
  /** It cannot act now because of what the shopper just did with it (a quantity stepped down to its minimum). */
  inactive?: boolean;
};

/**
 * A button that keeps the keyboard's place. While its action runs (`busy`) or it cannot act (`inactive`) it is
 * aria-disabled and ignores clicks and submits, instead of taking the `disabled` attribute: a disabled button loses the
 * focus to the page's body, and a keyboard or screen-reader user their place on the page. It is announced as
 * unavailable (and busy) and looks so (globals.css). `disabled` stays for a button that was never usable (nothing to
 * add yet), which the shopper has not pressed.
 */
export function BusyButton({ busy = false, inactive = false, onClick, type = 'button', ...rest }: Props) {
  const blocked = busy || inactive;
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // preventDefault also stops the form submission of a submit button (a click or Enter in a field).
        if (blocked) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
