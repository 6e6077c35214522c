/** True for absolute http(s) URLs, protocol-relative URLs and mailto:/tel: links. */
export function isExternalHref(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
}

/**
 * A link target of the backend (menu category URL, footer link, sales bar link) as an href of this site:
 * rewriting URLs come without a leading slash ('bad/waschtische'), some with one; absolute URLs stay as they are.
 * An empty URL is the home page.
 */
export function toHref(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '/';
  if (isExternalHref(trimmed)) return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** True for an image path next/image can load: a media path of the storefront or an absolute http(s) URL. */
export function isImagePath(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('/') || /^https?:\/\//i.test(trimmed);
}

/** `tel:` link for a phone number as people write it ('+43 1 234 56 78' → 'tel:+4312345678'). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
