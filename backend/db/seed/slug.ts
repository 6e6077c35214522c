import type { TheliaLocale } from '@/contract/common';

/**
 * Thelia's generated rewriting URL (UrlRewritingTrait::generateRewrittenUrl): runs of characters that are not
 * word characters (Unicode letters, digits, '_') nor '-', '~', '.' become '-', repeated dashes collapse, the
 * string is lowercased, trailing '.-~_' are trimmed and '.html' is appended. Letters such as 'ä' or 'ș' stay.
 */
export function theliaSlug(title: string): string {
  const replaced = title.replace(/[^\p{L}\p{N}_\-~.]+/gu, '-');
  const collapsed = replaced.replace(/--+/g, '-').toLowerCase();
  const trimmed = collapsed.replace(/^[-.~_]+/, '').replace(/[-.~_]+$/, '');
  return `${trimmed || 'item'}.html`;
}

/** Keeps the URLs taken per locale and appends '-1', '-2', ... on a collision, as Thelia does. */
export class UrlRegistry {
  private readonly taken = new Map<TheliaLocale, Set<string>>();

  private set(locale: TheliaLocale): Set<string> {
    let urls = this.taken.get(locale);
    if (!urls) {
      urls = new Set<string>();
      this.taken.set(locale, urls);
    }
    return urls;
  }

  isTaken(locale: TheliaLocale, url: string): boolean {
    return this.set(locale).has(url);
  }

  /** Reserves exactly this URL (fixed slugs such as 'agb.html'); throws when it is already used. */
  reserve(locale: TheliaLocale, url: string): string {
    const urls = this.set(locale);
    if (urls.has(url)) throw new Error(`rewriting URL taken twice in ${locale}: ${url}`);
    urls.add(url);
    return url;
  }

  /** The generated URL of a title, made unique in the locale. */
  generate(locale: TheliaLocale, title: string): string {
    return this.unique(locale, theliaSlug(title));
  }

  /** `base.html`, else `base-1.html`, `base-2.html`, ... */
  unique(locale: TheliaLocale, url: string): string {
    const urls = this.set(locale);
    if (!urls.has(url)) {
      urls.add(url);
      return url;
    }
    const stem = url.endsWith('.html') ? url.slice(0, -5) : url;
    for (let n = 1; ; n += 1) {
      const candidate = `${stem}-${n}.html`;
      if (!urls.has(candidate)) {
        urls.add(candidate);
        return candidate;
      }
    }
  }
}
