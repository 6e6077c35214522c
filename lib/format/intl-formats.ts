import { queueMessageTask } from '@/lib/scheduling/message-task';

/**
 * Intl formatters, made once per locale and options and kept: making one (`new Intl.NumberFormat(...)`) costs far more
 * than formatting with it, and a listing formats a hundred prices, counts and dates while it hydrates on a phone.
 * The options sets are the code's own (a handful per locale), so the caches stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * The first number formatter a page makes loads the locale's number data: about 12 ms on a desktop core, four times
 * that on a slow phone, while every later one takes a fraction of a millisecond (ADR 0045). Left to the first price
 * a component renders, it lengthens the page's longest task, hydration. Called before hydration begins
 * (instrumentation-client.ts), this makes the first formatter in a task of its own, queued ahead of React's render;
 * the formatter is kept like any other. A page without a valid `lang` is left alone.
 */
export function warmNumberFormat(locale: string, queueTask: (task: () => void) => void = queueMessageTask): void {
  if (!locale) return;
  queueTask(() => {
    try {
      numberFormat(locale, {});
    } catch {
      // Not a locale Intl knows: the page's own formatters will say so where they are used.
    }
  });
}
