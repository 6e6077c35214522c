import { breakpointCss } from '@/lib/format/breakpoints';

/**
 * The responsive utility classes of lib/format/breakpoints.ts, built from the spec's breakpoints. React hoists
 * the element into <head> and emits it once however often it is rendered.
 */
export function BreakpointStyles() {
  return (
    <style href="storefront-breakpoints" precedence="default">
      {breakpointCss()}
    </style>
  );
}
