/** Money in integer cents, so that no binary fraction ever decides a rounding (ADR 0056). */

/** Cents of an amount that already has at most two decimals. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** a / b rounded half up, for integers with b > 0 (exact: a tie is a representable .5). */
export const divideHalfUp = (a: number, b: number): number => (a >= 0 ? Math.floor((2 * a + b) / (2 * b)) : -Math.floor((-2 * a + b) / (2 * b)));

/**
 * An amount rounded half up to cents, whatever its decimals: the product is first read to a millionth of a cent, so a
 * binary fraction just below a half (1.005 × 100 = 100.49999999999999) counts as the half it stands for.
 */
export const centsHalfUp = (amount: number): number => Math.round(Number((amount * 100).toFixed(6)));
