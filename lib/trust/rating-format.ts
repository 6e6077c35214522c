/** A rating as the badges write it: '4,8' or '4,81' (as the providers show it), never '4,810'. */
export const RATING_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 2 };
