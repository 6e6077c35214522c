/**
 * The withdrawal form's fields and error keys (decisions.md, S2-155: name, order number, e-mail), with no schema
 * library: the form's client component reads them too (ADR 0016).
 */
/** The page of the withdrawal button (also the URL its form posts to without JavaScript). */
export const WITHDRAWAL_PATH = '/withdrawal';

export const WITHDRAWAL_FIELDS = ['name', 'order_number', 'email'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

export type WithdrawalFieldError = 'nameTooShort' | 'orderNumberRequired' | 'emailInvalid';
export type WithdrawalFieldErrors = Partial<Record<WithdrawalField, WithdrawalFieldError>>;
export type WithdrawalValues = Record<WithdrawalField, string>;

/** Names are at least 2 characters (as the backend's withdrawal request). */
export const WITHDRAWAL_NAME_MIN_LENGTH = 2;
