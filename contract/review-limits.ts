/** Longest review title and text a customer may write (shared by the contract, the form and its check; no zod here). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
