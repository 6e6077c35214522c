import type { Shopper } from './shopper';

/** The shopper of a browser without a session (no zod here: browser modules that load with the page import it). */
export const GUEST_SHOPPER: Shopper = { kind: 'guest' };
