/**
 * robots.txt of one shop: its own sitemap, the shopper's private and per-visitor pages out of the crawl, and listing
 * URLs with filter or sort parameters out of the index (`page` stays crawlable). Patterns use `*` and `$` as Google
 * and Bing read them (RFC 9309): the longest matching rule wins, Allow on a tie.
 */

/** Routes a crawler has no business in: each is blocked as `/x`, `/x/...` and `/x?...`, never as a prefix of other words. */
export const PRIVATE_ROUTES = ['/cart', '/checkout', '/account', '/wishlist', '/compare', '/login-register', '/search'] as const;
/** Path prefixes blocked outright. */
export const PRIVATE_PREFIXES = ['/api/'] as const;
/** Query parameters of the listing filters and sort order (the listing helper's names); `page` is not among them. */
export const FILTER_PARAMETERS = ['sort', 'brand', 'feature', 'price_min', 'price_max'] as const;

export type RobotsRule = { allow: boolean; pattern: string };

export function robotsRules(): RobotsRule[] {
  const disallow = (pattern: string): RobotsRule => ({ allow: false, pattern });
  return [
    // `/cart` alone would also block every product slug beginning with 'cart' (Romanian 'cartuș', cartridge).
    ...PRIVATE_ROUTES.flatMap((route) => [disallow(`${route}$`), disallow(`${route}/`), disallow(`${route}?`)]),
    ...PRIVATE_PREFIXES.map(disallow),
    ...FILTER_PARAMETERS.flatMap((name) => [disallow(`/*?${name}=`), disallow(`/*&${name}=`)]),
  ];
}

/** The file for the shop at `origin`. */
export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', ...robotsRules().map((rule) => `${rule.allow ? 'Allow' : 'Disallow'}: ${rule.pattern}`)];
  return [...lines, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function patternRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/**
 * Whether a crawler following RFC 9309 may fetch `pathAndQuery` under these rules: the longest matching pattern
 * decides, Allow wins a tie, no match means allowed.
 */
export function isCrawlable(rules: readonly RobotsRule[], pathAndQuery: string): boolean {
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(pathAndQuery)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}
